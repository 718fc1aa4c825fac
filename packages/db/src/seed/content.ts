import { updateId, usDateToIso } from '@vtrans/contracts';
import { sql } from 'kysely';
import type { Db } from '../db';

/** The home page. Further informational pages arrive with the public-site issue. */
const pages = [
  {
    route: '/',
    title: 'VTrans: Virginia’s Statewide Transportation Plan',
    description:
      'VTrans is Virginia’s statewide multimodal transportation plan, prepared by the Office of Intermodal Planning and Investment for the Commonwealth Transportation Board.',
    keywords: ['VTrans', 'Virginia transportation plan', 'OIPI', 'Commonwealth Transportation Board', 'multimodal'],
    heading: 'Planning Virginia’s transportation future',
    intro:
      'VTrans is the Commonwealth’s statewide multimodal transportation plan. It sets out the Commonwealth Transportation Board’s vision, identifies the needs of the next ten years, watches the trends that could reshape travel over the next twenty, and commits to the actions that turn the plan into results.',
    body: [
      'The Office of Intermodal Planning and Investment prepares VTrans for the Commonwealth Transportation Board. State law asks the Board to assess needs across every mode — roads, transit, rail, walking, biking, ports and airports — for Corridors of Statewide Significance, regional networks and urban development areas, and to update the plan at least every four years.',
      'The mid-term needs identify where travel is least reliable, where crashes concentrate and where people cannot easily reach jobs and services by bicycle, on foot or by transit. Every SMART SCALE application must address at least one of them, so the plan shapes where the Commonwealth invests.',
      'The long-term Risk and Opportunity Register follows four megatrends — climate, technology, consumption patterns and socio-demographic change — so that today’s decisions hold up in the Virginia of 2045 and beyond.',
      'Through InteractVTrans you can explore the data behind the plan on a map, compare localities in charts, and leave a comment where you travel. Localities can apply for Growth and Accessibility Planning technical assistance and submit the spatial data the plan relies on.',
    ],
  },
];

const updates = [
  {
    date: '04/16/2025',
    title: 'Commonwealth Transportation Board adopts the 2025 VTrans Vision',
    intro:
      'The Board adopted an updated vision: a best-in-class multimodal system that links people and commerce safely and reliably, supports growth, cares for the environment and improves quality of life.',
  },
  {
    date: '11/01/2024',
    title: 'FY25 GAP-TA round closes',
    intro:
      'Applications for the fiscal year 2025 round of Growth and Accessibility Planning technical assistance closed on November 1. Localities will hear about awards this winter.',
  },
  {
    date: '09/03/2024',
    title: 'FY25 GAP-TA applications now open',
    intro:
      'Localities may submit a short expression of interest — ten to twenty questions, about fifteen to thirty minutes — for help with multimodal planning in growth areas, emerging issues or accessibility planning.',
  },
  {
    date: '12/06/2023',
    title: 'Risk and Opportunity Register updated',
    intro:
      'The annual update of the long-term register revisits flooding exposure, automated and electric vehicles, e-commerce and the growth of Virginia’s population aged 65 and over.',
  },
  {
    date: '07/18/2023',
    title: '2023 Mid-term Needs identified',
    intro:
      'The 2023 analysis found congestion needs on 745.5 miles of Corridors of Statewide Significance and 924 miles of regional networks, roadway safety needs on 8,422.7 miles and pedestrian safety needs on 4,448.5 miles.',
  },
  {
    date: '08/15/2022',
    title: 'Federal approval for the Virginia Freight Element',
    intro:
      'The Federal Highway Administration approved the Freight Element as Virginia’s state freight plan, including its critical urban and rural freight corridors and its freight investment plan.',
  },
];


/** Upserts the seeded content; rows whose values already match are not rewritten. */
export async function seedContent(db: Db): Promise<{ pages: number; updates: number }> {
  for (const page of pages) {
    await db
      .insertInto('pages')
      .values({ ...page, body: JSON.stringify(page.body) })
      .onConflict((oc) =>
        oc
          .column('route')
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            description: eb.ref('excluded.description'),
            keywords: eb.ref('excluded.keywords'),
            heading: eb.ref('excluded.heading'),
            intro: eb.ref('excluded.intro'),
            body: eb.ref('excluded.body'),
            updated_at: sql`now()`,
          }))
          .where(
            sql<boolean>`(pages.title, pages.description, pages.keywords, pages.heading, pages.intro, pages.body)
              is distinct from (excluded.title, excluded.description, excluded.keywords, excluded.heading, excluded.intro, excluded.body)`,
          ),
      )
      .execute();
  }
  for (const update of updates) {
    await db
      .insertInto('updates')
      .values({
        id: updateId(update.date, update.title),
        published_on: usDateToIso(update.date),
        title: update.title,
        intro: update.intro,
        body: JSON.stringify([update.intro]),
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            published_on: eb.ref('excluded.published_on'),
            title: eb.ref('excluded.title'),
            intro: eb.ref('excluded.intro'),
            body: eb.ref('excluded.body'),
          }))
          .where(
            sql<boolean>`(updates.published_on, updates.title, updates.intro, updates.body)
              is distinct from (excluded.published_on, excluded.title, excluded.intro, excluded.body)`,
          ),
      )
      .execute();
  }
  return { pages: pages.length, updates: updates.length };
}
