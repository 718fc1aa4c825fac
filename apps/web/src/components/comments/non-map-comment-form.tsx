'use client';

import type { Language } from '@vtrans/contracts/languages';
import type { LocalityPlace } from '@vtrans/db';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CommentForm } from './comment-form';

/** The place's words, in each language the form is written in (issue 62). */
const placeWords = {
  en: {
    missing: 'Please choose the locality your comment is about.',
    locality: 'Locality',
    choose: 'Choose a county or city',
    address: 'Address, road or place (optional)',
  },
  es: {
    missing: 'Elija la localidad de la que trata su comentario.',
    locality: 'Localidad',
    choose: 'Elija un condado o una ciudad',
    address: 'Dirección, carretera o lugar (opcional)',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * Commenting without the map (ADA Title II): the place is a locality chosen from a list, and an
 * optional address or place in words. The comment is placed at a point inside the locality. The
 * Spanish edition's way to comment (issue 62) is this form in Spanish.
 */
export function NonMapCommentForm({ localities, language = 'en' }: { localities: Pick<LocalityPlace, 'fips' | 'name' | 'point'>[]; language?: Language }) {
  const router = useRouter();
  const [fips, setFips] = useState('');
  const [address, setAddress] = useState('');
  const words = placeWords[language];
  const locality = localities.find((candidate) => candidate.fips === fips);
  const location = locality ? { geometry: { type: 'Point' as const, coordinates: locality.point }, locationNote: address.trim() || undefined } : null;

  return (
    <CommentForm
      idPrefix="list-comment"
      language={language}
      location={location}
      missingLocation={words.missing}
      onPosted={() => {
        setFips('');
        setAddress('');
        router.refresh();
      }}
      locationFields={
        <>
          <label htmlFor="list-comment-locality">{words.locality}</label>
          <select id="list-comment-locality" value={fips} onChange={(event) => setFips(event.target.value)}>
            <option value="">{words.choose}</option>
            {localities.map((option) => (
              <option key={option.fips} value={option.fips}>
                {option.name}
              </option>
            ))}
          </select>
          <label htmlFor="list-comment-address">{words.address}</label>
          <input id="list-comment-address" maxLength={200} value={address} onChange={(event) => setAddress(event.target.value)} />
        </>
      }
    />
  );
}
