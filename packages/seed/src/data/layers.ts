/**
 * The map explorer's plan layers, drawn over the real Virginia geography in the localities table.
 * Corridors join localities' label points along the Commonwealth's main travel corridors; urban
 * development areas are circles around a few growth centres; needs are scored per locality.
 */
export const layers = [
  {
    id: 'corridors-of-statewide-significance',
    name: 'Corridors of Statewide Significance',
    description:
      'The multimodal corridors that connect Virginia’s regions to each other and to other states, as designated by the Commonwealth Transportation Board.',
    category: 'Transportation network',
    geometryType: 'line',
    source: 'Office of Intermodal Planning and Investment, VTrans 2025',
    style: {
      paint: { 'line-color': '#0050d8', 'line-width': 3 },
      legend: [{ label: 'Corridor of Statewide Significance', color: '#0050d8' }],
    },
    position: 1,
  },
  {
    id: 'urban-development-areas',
    name: 'Urban Development Areas',
    description: 'Areas localities have designated for compact, walkable growth under § 15.2-2223.1 of the Code of Virginia.',
    category: 'Land use',
    geometryType: 'polygon',
    source: 'Locality comprehensive plans, compiled by OIPI',
    style: {
      paint: { 'fill-color': '#e66f0e', 'fill-opacity': 0.45, 'fill-outline-color': '#8c4310' },
      legend: [{ label: 'Urban Development Area', color: '#e66f0e' }],
    },
    position: 2,
  },
  {
    id: 'mid-term-needs-by-locality',
    name: 'Mid-term needs by locality',
    description: 'How many VTrans mid-term needs (safety, congestion, reliability, access) each locality has, grouped into four classes.',
    category: 'Needs',
    geometryType: 'polygon',
    source: 'VTrans Mid-term Needs Identification, 2024 update',
    style: {
      paint: {
        'fill-color': ['step', ['get', 'needs'], '#e1f3f8', 10, '#97d4ea', 20, '#28a0cb', 30, '#07648d'],
        'fill-opacity': 0.7,
        'fill-outline-color': '#ffffff',
      },
      legend: [
        { label: 'Fewer than 10 needs', color: '#e1f3f8' },
        { label: '10 to 19', color: '#97d4ea' },
        { label: '20 to 29', color: '#28a0cb' },
        { label: '30 or more', color: '#07648d' },
      ],
    },
    position: 3,
  },
] as const;

/** Each corridor, as the localities it passes through in order. */
export const corridors = [
  {
    key: 'crescent',
    name: 'Crescent Corridor (I-81)',
    through: ['Frederick County', 'Rockingham County', 'Augusta County', 'City of Roanoke', 'Montgomery County', 'Washington County'],
  },
  {
    key: 'washington-to-north-carolina',
    name: 'Washington to North Carolina Corridor (I-95)',
    through: ['City of Alexandria', 'Prince William County', 'City of Fredericksburg', 'City of Richmond', 'City of Petersburg', 'Greensville County'],
  },
  {
    key: 'east-west',
    name: 'East-West Corridor (I-64)',
    through: [
      'City of Norfolk',
      'City of Newport News',
      'City of Williamsburg',
      'City of Richmond',
      'City of Charlottesville',
      'Augusta County',
      'Alleghany County',
    ],
  },
  {
    key: 'coastal',
    name: 'Coastal Corridor (US 17)',
    through: ['Fauquier County', 'City of Fredericksburg', 'Essex County', 'Gloucester County', 'City of Chesapeake'],
  },
] as const;

/** Growth centres with an Urban Development Area, and its radius in kilometres. */
export const urbanDevelopmentAreas = [
  { locality: 'City of Richmond', name: 'Richmond Downtown and Manchester', radiusKm: 3 },
  { locality: 'City of Roanoke', name: 'Roanoke Downtown', radiusKm: 2.5 },
  { locality: 'City of Charlottesville', name: 'Charlottesville Core', radiusKm: 2 },
  { locality: 'City of Norfolk', name: 'Norfolk Downtown and St. Paul’s', radiusKm: 2.5 },
  { locality: 'City of Harrisonburg', name: 'Harrisonburg Downtown', radiusKm: 2 },
  { locality: 'City of Fredericksburg', name: 'Fredericksburg Downtown', radiusKm: 1.5 },
] as const;
