'use client';

import dynamic from 'next/dynamic';

// MapLibre needs a browser (WebGL, window): the map and its form render only on the client.
const PhoneCommentMap = dynamic(() => import('./phone-comment-map'), {
  ssr: false,
  loading: () => <p className="container">Loading the map…</p>,
});

export function PhoneComment() {
  return <PhoneCommentMap />;
}
