import { synonymLine } from '@vtrans/contracts/search-synonyms';
import type { Metadata } from 'next';
import { SearchSynonymsForm } from '@/components/search-synonyms-form';
import { synonymGroupsData } from '@/server/restricted/search';

export const metadata: Metadata = { title: 'Site search settings', description: 'The names site search treats as one.' };

export default async function AdminSearchPage() {
  const groups = await synonymGroupsData();
  return (
    <div className="container content-page">
      <h1>Site search settings</h1>
      <h2>Synonyms and abbreviations</h2>
      <p>
        People write one road, agency or program many ways. Site search reads each query with these groups, so a change takes effect with
        the next search; nothing is indexed again.
      </p>
      <SearchSynonymsForm text={groups.map(synonymLine).join('\n')} />
    </div>
  );
}
