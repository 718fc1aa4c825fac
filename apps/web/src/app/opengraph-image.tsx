import { ImageResponse } from 'next/og';

// The card a shared link shows (Open Graph and Twitter): made once at build time, for every page.
export const alt = 'VTrans: Virginia’s statewide multimodal transportation plan';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function ShareImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: '#112e51',
        color: '#fff',
        padding: 72,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
        <div style={{ fontSize: 112, fontWeight: 700, letterSpacing: -2 }}>VTrans</div>
        <div style={{ display: 'flex', border: '4px solid #73b3e7', borderRadius: 12, padding: '6px 18px', fontSize: 40, color: '#73b3e7' }}>GAP-TA</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ fontSize: 56, lineHeight: 1.15 }}>Virginia’s statewide multimodal transportation plan</div>
        <div style={{ fontSize: 30, color: '#dfe1e2' }}>Office of Intermodal Planning and Investment</div>
      </div>
      <div style={{ display: 'flex', height: 14, background: 'linear-gradient(90deg, #00bde3, #2491ff, #005ea2)' }} />
    </div>,
    size,
  );
}
