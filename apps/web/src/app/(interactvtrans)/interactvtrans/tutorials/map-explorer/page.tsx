import Link from 'next/link';
import { TutorialSteps } from '@/components/tutorial-steps';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = '/interactvtrans/tutorials/map-explorer';

export const generateMetadata = () => pageMetadata(route);

const steps = [
  {
    title: 'Find a place',
    text: 'Type a county or city in “Find a county or city” and press Enter; the map zooms to it. You can also drag the map, or focus it and use the arrow keys, and zoom with the + and − buttons or keys.',
  },
  {
    title: 'Turn layers on and off',
    text: 'Tick a layer in the Layers list to show it. A shown layer has an opacity slider (arrow keys move it) and a legend that explains its colours.',
  },
  {
    title: 'See a feature’s details',
    text: 'Click a corridor, an area or a comment. Without a mouse, move the map so the feature is under the cross in the middle and choose “What is here?”. The details open in a box on the map; Escape or its close button closes it.',
  },
  {
    title: 'Share what you see',
    text: 'Choose “Get a link to this view”. The link opens the map at the same place, with the same layers and the same feature selected.',
  },
  {
    title: 'Leave a comment',
    text: 'Choose “Leave a comment”, then draw a point, a line along a road, or an area, and write your comment. Leave your e-mail address if you would like staff to write back. If you prefer not to use the map, comment from the public comments page by choosing a locality.',
  },
];

export default function MapExplorerTutorialPage() {
  return (
    <ContentPage route={route}>
      <TutorialSteps steps={steps} />
      <p>
        <Link href="/interactvtrans/map-explorer">Open the Map Explorer</Link> · <Link href="/interactvtrans/comments">Public comments</Link>
      </p>
    </ContentPage>
  );
}
