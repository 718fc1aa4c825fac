import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Route shields, drawn in the browser rather than shipped as a sprite (no image files, no other
 * host): an interstate is a blue shield with white numbers, a US route a white shield with a black
 * border, a state route a white oval. Drawn at twice the size for sharp edges, with stretch zones
 * so `icon-text-fit` widens them for three-digit numbers without distorting the corners.
 */
const shields = {
  'shield-interstate': { fill: '#1f4e9c', border: '#ffffff', radius: 10 },
  'shield-us': { fill: '#ffffff', border: '#1b1b1b', radius: 6 },
  'shield-state': { fill: '#ffffff', border: '#1b1b1b', radius: 15 },
} as const;

const width = 44;
const height = 32;

function drawShield(style: (typeof shields)[keyof typeof shields]): ImageData | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.beginPath();
  context.roundRect(2, 2, width - 4, height - 4, style.radius);
  context.fillStyle = style.fill;
  context.fill();
  context.lineWidth = 3;
  context.strokeStyle = style.border;
  context.stroke();
  return context.getImageData(0, 0, width, height);
}

/** Supplies a shield when the style first asks for it; safe to call once per map. */
export function provideRouteShields(map: MapLibreMap): void {
  map.on('styleimagemissing', ({ id }: { id: string }) => {
    const style = shields[id as keyof typeof shields];
    if (!style || map.hasImage(id)) return;
    const image = drawShield(style);
    if (!image) return;
    map.addImage(id, image, {
      pixelRatio: 2,
      stretchX: [[14, width - 14]],
      stretchY: [[12, height - 12]],
      content: [8, 6, width - 8, height - 6],
    });
  });
}
