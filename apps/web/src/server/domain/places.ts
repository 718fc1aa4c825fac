import 'server-only';
import { listLocalityNames, listLocalityPlaces } from '@vtrans/db';
import { readPublic } from '../platform/db';

/** Virginia's 133 localities with their extents, for pickers and the map's locality search. */
export const localityPlacesData = () => readPublic(listLocalityPlaces);

/** The localities by name only, for a role form's select. */
export const localityNamesData = () => readPublic(listLocalityNames);
