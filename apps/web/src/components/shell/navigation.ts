/** Spec §2 and §8: what a desktop-only page says on a small screen. */
export const desktopOnlyMessage = 'This page is not supported on mobile.';

/**
 * The site's menus (spec §2 'Menu structure'; fields of spec §3 'Nav item'). The one source for
 * the desktop bar and the mobile drawer.
 */
export type NavTag = 'new' | 'updated';

export interface NavLink {
  type: 'link' | 'external';
  label: string;
  href: string;
  disabled?: boolean;
  tag?: NavTag;
  /** Pages that need a desktop screen; on mobile they show a notice instead of opening. */
  desktopOnly?: boolean;
}

export interface NavGroup {
  type: 'group';
  label: string;
  groupItems: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export interface NavMenu {
  label: string;
  menuItems: NavItem[];
  /** The InteractVTrans menu is dark and carries its logo. */
  backgroundColor?: 'dark';
  /** Desktop drop-down size in px (spec §9). */
  desktopMenuDimensions?: { width: number; maxHeight: number };
  img?: { src: string; alt: string; width: number; height: number };
}

const link = (label: string, href: string, extra: Partial<NavLink> = {}): NavLink => ({ type: 'link', label, href, ...extra });
const external = (label: string, href: string): NavLink => ({ type: 'external', label, href });
const group = (label: string, groupItems: NavLink[]): NavGroup => ({ type: 'group', label, groupItems });

export const mainMenus: NavMenu[] = [
  {
    label: 'About',
    menuItems: [
      external('Commonwealth Transportation Board', 'https://ctb.virginia.gov/'),
      external('Office of Intermodal Planning and Investment', 'https://oipi.virginia.gov/'),
      link('VTrans at a glance', '/about/about-vtrans#at-a-glance', { disabled: true }),
    ],
  },
  {
    label: 'VTrans Transportation Plan',
    desktopMenuDimensions: { width: 700, maxHeight: 420 },
    menuItems: [
      group('Overview', [link('About', '/about/about-vtrans'), link('Policies and Statutory Requirements', '/about/statutory-requirements')]),
      group('Transportation Vision', [
        link('Our Vision', '/vision/our-vision', { tag: 'updated' }),
        link('Biennial Transportation Survey', '/vision/opinion-survey', { disabled: true }),
      ]),
      group('Mid-term 0-10 Years', [
        link('Travel Markets', '/mid-term-planning/travel-markets'),
        link('Needs and Priorities', '/mid-term-planning/mid-term-needs-and-priorities'),
        link('Freight Element', '/mid-term-planning/freight-plan'),
      ]),
      group('Long-term 20+ Years', [
        link('Risk and Opportunity Register', '/long-term-planning/long-term-risk-register'),
        link('Megatrend: Climate', '/long-term-planning/megatrend-climate'),
        link('Megatrend: Technological Changes', '/long-term-planning/megatrend-technology'),
        link('Megatrend: Consumption Patterns', '/long-term-planning/megatrend-consumption'),
        link('Megatrend: Socio-demographic Changes', '/long-term-planning/megatrend-sociodemographic'),
      ]),
      link('Strategic Actions', '/vision/strategic-actions'),
    ],
  },
  {
    label: 'GAP Technical Assistance',
    menuItems: [link('About GAP-TA', '/about/gap-ta'), link('GAP-TA Application', '/gap-ta/application', { tag: 'new' })],
  },
  {
    label: 'Resources',
    menuItems: [
      link('Documents and Media library', '/documents-and-media'),
      link('Meetings', '/get-involved/meetings'),
      link('Previous VTrans Updates', '/archive/past-vtrans-plans'),
      link('Corridors of Statewide Significance', '/resources/corridors-of-statewide-significance', { disabled: true }),
      group('Urban Development Areas', [
        link('About', '/resources/urban-development-areas', { disabled: true }),
        link('Designation Process', '/resources/urban-development-areas/designation', { disabled: true }),
      ]),
    ],
  },
  {
    label: 'InteractVTrans',
    backgroundColor: 'dark',
    desktopMenuDimensions: { width: 432, maxHeight: 225 },
    img: { src: '/images/interactvtrans-logo.svg', alt: '', width: 28, height: 28 },
    menuItems: [
      group('Spatial Data', [
        link('MapExplorer', '/interactvtrans/map-explorer', { desktopOnly: true }),
        link('Tutorial', '/interactvtrans/tutorials/map-explorer'),
      ]),
      group('Submit Data', [link('InteractVTrans Submit', '/interactvtrans/submit')]),
      group('Infographics', [
        link('DataExplorer', '/interactvtrans/data-explorer', { desktopOnly: true }),
        link('Tutorial', '/interactvtrans/tutorials/data-explorer'),
      ]),
      group('About', [link('About', '/interactvtrans/about'), link('Available Datasets', '/interactvtrans/available-datasets')]),
    ],
  },
];

/**
 * The way to comment on a place, which works on any screen (issue 58): the drawer leads with it and
 * the home page has a card for it, since the map explorer behind the menus is desktop-only.
 */
export const commentOnAPlace: NavLink = link('Comment on a place', '/interactvtrans/comments/new');

export const secondaryLinks: NavLink[] = [
  link('Updates', '/get-involved/program-updates'),
  link('FAQs', '/get-involved/frequently-asked-questions'),
  link('Meetings', '/get-involved/meetings'),
  link('Contact Us', '/get-involved/contact-us'),
];
