'use client';

import type { LocalityPlace } from '@vtrans/db';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CommentForm } from './comment-form';

/**
 * Commenting without the map (ADA Title II): the place is a locality chosen from a list, and an
 * optional address or place in words. The comment is placed at a point inside the locality.
 */
export function NonMapCommentForm({ localities }: { localities: Pick<LocalityPlace, 'fips' | 'name' | 'point'>[] }) {
  const router = useRouter();
  const [fips, setFips] = useState('');
  const [address, setAddress] = useState('');
  const locality = localities.find((candidate) => candidate.fips === fips);
  const location = locality ? { geometry: { type: 'Point' as const, coordinates: locality.point }, locationNote: address.trim() || undefined } : null;

  return (
    <CommentForm
      idPrefix="list-comment"
      location={location}
      missingLocation="Please choose the locality your comment is about."
      onPosted={() => {
        setFips('');
        setAddress('');
        router.refresh();
      }}
      locationFields={
        <>
          <label htmlFor="list-comment-locality">Locality</label>
          <select id="list-comment-locality" value={fips} onChange={(event) => setFips(event.target.value)}>
            <option value="">Choose a county or city</option>
            {localities.map((option) => (
              <option key={option.fips} value={option.fips}>
                {option.name}
              </option>
            ))}
          </select>
          <label htmlFor="list-comment-address">Address, road or place (optional)</label>
          <input id="list-comment-address" maxLength={200} value={address} onChange={(event) => setAddress(event.target.value)} />
        </>
      }
    />
  );
}
