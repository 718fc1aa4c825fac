import type { Migration } from 'kysely';
import * as enablePostgis from './2026-11-21T1400_enable-postgis';
import * as outboxAndEmailDeliveries from './2026-11-21T1401_outbox-and-email-deliveries';
import * as localitiesAndContent from './2026-11-21T1402_localities-and-content';
import * as siteContent from './2026-11-21T1500_site-content';
import * as contactMessages from './2026-11-21T1600_contact-messages';
import * as newsletterSubscribers from './2026-11-21T1700_newsletter-subscribers';
import * as cacheTags from './2026-11-21T1800_cache-tags';
import * as usersAndSessions from './2026-11-21T1900_users-and-sessions';
import * as mapLayers from './2026-11-21T2000_map-layers';
import * as interactiveQueries from './2026-11-21T2100_interactive-queries';
import * as comments from './2026-11-21T2200_comments';
import * as basemapAndCommentFlags from './2026-11-21T2300_basemap-and-comment-flags';
import * as spatialSubmissions from './2026-11-21T2400_spatial-submissions';
import * as statisticsFreightGapTa from './2026-11-21T2500_statistics-freight-gap-ta';
import * as documentsAndSearch from './2026-11-22T0100_documents-and-search';
import * as outboxOperations from './2026-11-22T0200_outbox-operations';
import * as gdalIntake from './2026-11-23T0100_gdal-intake';
import * as contentLastChange from './2026-11-23T0200_content-last-change';
import * as pageCacheTags from './2026-11-23T0300_page-cache-tags';
import * as searchStorage from './2026-11-23T0400_search-storage';
import * as phrasePairs from './2026-11-24T0100_phrase-pairs';
import * as outboxRetention from './2026-11-24T0200_outbox-retention';
import * as unsubscribeTokenHashes from './2026-11-24T0300_unsubscribe-token-hashes';
import * as trustedDevices from './2026-11-24T0400_trusted-devices';
import * as contentEditing from './2026-11-24T0500_content-editing';
import * as suppressions from './2026-11-24T0600_suppressions';
import * as campaigns from './2026-11-24T0700_campaigns';
import * as localityAlerts from './2026-11-24T0800_locality-alerts';
import * as localityTags from './2026-11-24T0900_locality-tags';
import * as layerFacts from './2026-11-25T0100_layer-facts';
import * as basemapFeatures from './2026-11-25T0200_basemap-features';
import * as alertWindows from './2026-11-25T0300_alert-windows';
import * as announcementShowUntil from './2026-11-25T1100_announcement-show-until';
import * as userAccounts from './2026-11-25T1200_user-accounts';
import * as meetingLength from './2026-11-25T1300_meeting-length';
import * as generatedColumnsNotNull from './2026-11-27T0100_generated-columns-not-null';
import * as documentAccessibility from './2026-11-27T0200_document-accessibility';
import * as secondFactor from './2026-11-27T1300_second-factor';
import * as freightRecords from './2026-11-28T0100_freight-records';
import * as commentPeriods from './2026-11-28T0200_comment-periods';
import * as searchWordsAndSynonyms from './2026-11-28T0300_search-words-and-synonyms';
import * as searchInsights from './2026-11-28T0400_search-insights';
import * as documentSearchIndex from './2026-11-28T0500_document-search-index';
import * as secondFactorForAllStaff from './2026-11-29T0100_second-factor-for-all-staff';
import * as unconfirmedMailLikesAndSearchPrivacy from './2026-11-29T0300_unconfirmed-mail-likes-and-search-privacy';
import * as documentTrash from './2026-11-29T0400_document-trash';
import * as commentPeriodVersions from './2026-11-29T0500_comment-period-versions';
import * as freightDatasetProvenance from './2026-11-29T0600_freight-dataset-provenance';
import * as placeSearchByTown from './2026-11-30T0100_place-search-by-town';
import * as layerDownloadsAtPublish from './2026-11-30T0200_layer-downloads-at-publish';
import * as searchNewestFirst from './2026-11-30T0300_search-newest-first';
import * as accessibleFormatTrail from './2026-11-30T0400_accessible-format-trail';
import * as passkeySignIn from './2026-11-30T0500_passkey-sign-in';
import * as tableAndColumnNotes from './2026-11-30T0600_table-and-column-notes';
import * as layerDownloadsFailure from './2026-11-30T0700_layer-downloads-failure';
import * as accessibilityChecksRun from './2026-11-30T0800_accessibility-checks-run';
import * as contentTranslations from './2026-12-01T0100_content-translations';
import * as commentLanguage from './2026-12-01T0500_comment-language';
import * as spanishSearch from './2026-12-01T0600_spanish-search';
import * as contactLanguage from './2026-12-01T0700_contact-language';
import * as accessibilityRequestLanguage from './2026-12-01T0800_accessibility-request-language';
import * as secondEyes from './2026-12-02T0100_second-eyes';
import * as externalLinks from './2026-12-02T1500_external-links';
import * as contentOwners from './2026-12-02T1600_content-owners';
import * as calendarFeeds from './2026-12-02T1700_calendar-feeds';
import * as changeNotes from './2026-12-02T1800_change-notes';
import * as factChecks from './2026-12-02T1900_fact-checks';
import * as campaignReviews from './2026-12-03T0100_campaign-reviews';
import * as documentOwners from './2026-12-03T0200_document-owners';
import * as documentReviews from './2026-12-03T0300_document-reviews';
import * as translationReviews from './2026-12-03T0400_translation-reviews';

/**
 * Every migration, by name, in the order they run. Imported statically (rather than read from the
 * folder at run time) so the migrator works the same under Node, vitest and Next's bundler.
 * `packages/db/src/migrator.test.ts` fails if a file in this folder is missing here.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1400_enable-postgis': enablePostgis,
  '2026-11-21T1401_outbox-and-email-deliveries': outboxAndEmailDeliveries,
  '2026-11-21T1402_localities-and-content': localitiesAndContent,
  '2026-11-21T1500_site-content': siteContent,
  '2026-11-21T1600_contact-messages': contactMessages,
  '2026-11-21T1700_newsletter-subscribers': newsletterSubscribers,
  '2026-11-21T1800_cache-tags': cacheTags,
  '2026-11-21T1900_users-and-sessions': usersAndSessions,
  '2026-11-21T2000_map-layers': mapLayers,
  '2026-11-21T2100_interactive-queries': interactiveQueries,
  '2026-11-21T2200_comments': comments,
  '2026-11-21T2300_basemap-and-comment-flags': basemapAndCommentFlags,
  '2026-11-21T2400_spatial-submissions': spatialSubmissions,
  '2026-11-21T2500_statistics-freight-gap-ta': statisticsFreightGapTa,
  '2026-11-22T0100_documents-and-search': documentsAndSearch,
  '2026-11-22T0200_outbox-operations': outboxOperations,
  '2026-11-23T0100_gdal-intake': gdalIntake,
  '2026-11-23T0200_content-last-change': contentLastChange,
  '2026-11-23T0300_page-cache-tags': pageCacheTags,
  '2026-11-23T0400_search-storage': searchStorage,
  '2026-11-24T0100_phrase-pairs': phrasePairs,
  '2026-11-24T0200_outbox-retention': outboxRetention,
  '2026-11-24T0300_unsubscribe-token-hashes': unsubscribeTokenHashes,
  '2026-11-24T0400_trusted-devices': trustedDevices,
  '2026-11-24T0500_content-editing': contentEditing,
  '2026-11-24T0600_suppressions': suppressions,
  '2026-11-24T0700_campaigns': campaigns,
  '2026-11-24T0800_locality-alerts': localityAlerts,
  '2026-11-24T0900_locality-tags': localityTags,
  '2026-11-25T0100_layer-facts': layerFacts,
  '2026-11-25T0200_basemap-features': basemapFeatures,
  '2026-11-25T0300_alert-windows': alertWindows,
  '2026-11-25T1100_announcement-show-until': announcementShowUntil,
  '2026-11-25T1200_user-accounts': userAccounts,
  '2026-11-25T1300_meeting-length': meetingLength,
  '2026-11-27T0100_generated-columns-not-null': generatedColumnsNotNull,
  '2026-11-27T0200_document-accessibility': documentAccessibility,
  '2026-11-27T1300_second-factor': secondFactor,
  '2026-11-28T0100_freight-records': freightRecords,
  '2026-11-28T0200_comment-periods': commentPeriods,
  '2026-11-28T0300_search-words-and-synonyms': searchWordsAndSynonyms,
  '2026-11-28T0400_search-insights': searchInsights,
  '2026-11-28T0500_document-search-index': documentSearchIndex,
  '2026-11-29T0100_second-factor-for-all-staff': secondFactorForAllStaff,
  '2026-11-29T0300_unconfirmed-mail-likes-and-search-privacy': unconfirmedMailLikesAndSearchPrivacy,
  '2026-11-29T0400_document-trash': documentTrash,
  '2026-11-29T0500_comment-period-versions': commentPeriodVersions,
  '2026-11-29T0600_freight-dataset-provenance': freightDatasetProvenance,
  '2026-11-30T0100_place-search-by-town': placeSearchByTown,
  '2026-11-30T0200_layer-downloads-at-publish': layerDownloadsAtPublish,
  '2026-11-30T0300_search-newest-first': searchNewestFirst,
  '2026-11-30T0400_accessible-format-trail': accessibleFormatTrail,
  '2026-11-30T0500_passkey-sign-in': passkeySignIn,
  '2026-11-30T0600_table-and-column-notes': tableAndColumnNotes,
  '2026-11-30T0700_layer-downloads-failure': layerDownloadsFailure,
  '2026-11-30T0800_accessibility-checks-run': accessibilityChecksRun,
  '2026-12-01T0100_content-translations': contentTranslations,
  '2026-12-01T0500_comment-language': commentLanguage,
  '2026-12-01T0600_spanish-search': spanishSearch,
  '2026-12-01T0700_contact-language': contactLanguage,
  '2026-12-01T0800_accessibility-request-language': accessibilityRequestLanguage,
  '2026-12-02T0100_second-eyes': secondEyes,
  '2026-12-02T1500_external-links': externalLinks,
  '2026-12-02T1600_content-owners': contentOwners,
  '2026-12-02T1700_calendar-feeds': calendarFeeds,
  '2026-12-02T1800_change-notes': changeNotes,
  '2026-12-02T1900_fact-checks': factChecks,
  '2026-12-03T0100_campaign-reviews': campaignReviews,
  '2026-12-03T0200_document-owners': documentOwners,
  '2026-12-03T0300_document-reviews': documentReviews,
  '2026-12-03T0400_translation-reviews': translationReviews,
};
