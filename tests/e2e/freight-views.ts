import type { Page } from '@playwright/test';

/** The freight tabulation view, as the explorer's freight tab links to it. */
export const tabulationRoute = '/interactvtrans/data-explorer?dataset=freight&view=table';

/** The table's body: one array of cell texts (row header first) per row. */
export async function bodyRows(page: Page) {
  return page
    .locator('.tabulation__table tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())));
}
