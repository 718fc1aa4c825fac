import { permanentRedirect } from 'next/navigation';

/** The datasets' index is the Available Datasets page. */
export default function DatasetsIndex(): never {
  permanentRedirect('/interactvtrans/available-datasets');
}
