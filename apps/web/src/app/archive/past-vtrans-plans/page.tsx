import { ContentPage, pageMetadata } from '@/server/pages';

const route = '/archive/past-vtrans-plans';

export const generateMetadata = () => pageMetadata(route);

/**
 * The past plans' documents, hosted under /resources. They predate today's accessibility rules,
 * so a click opens the accessibility notice first (spec §2). The document library issue moves
 * this list into the `documents` table.
 */
const pastPlanDocuments = [
  { title: 'VTrans 2019–2021 Update: Mid-term Needs (2020)', file: 'VTrans_2019_Mid-term_Needs.pdf' },
  { title: 'VTrans2040 Multimodal Transportation Plan (2018)', file: 'VTrans2040_Final_Plan.pdf' },
  { title: 'VTrans2035 Update (2013)', file: 'VTrans2035_Update_2013.pdf' },
  { title: 'VTrans2025 Final Report (2004)', file: 'VTrans2025_Final_Report.pdf' },
  { title: 'VTrans Policies and Statutory Requirements', file: 'VTrans_Policies_and_Statutory_Requirements.pdf' },
];

export default function PastPlansPage() {
  return (
    <ContentPage route={route}>
      <h2>Plan documents</h2>
      <ul className="item-list">
        {pastPlanDocuments.map((document) => (
          <li key={document.file}>
            <a href={`/resources/${document.file}`}>{document.title} (PDF)</a>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
