/**
 * The document library's seed: real PDFs written at seed time (pdf-lib, `writeSeedPdf`) from these
 * texts, then run through the same text extraction, accessibility check and web version as uploads,
 * so library search, the public accessibility labels and the staff dashboard work on real files.
 * Each is written as a tagged PDF (PDF/UA-1 minded) with its sections as headings, unless it is
 * marked `untagged`: those are kept failing on purpose, so staff see both states.
 */
export interface SeedDocument {
  fileName: string;
  title: string;
  description: string;
  publishedOn: string;
  tags: string[];
  hidden?: boolean;
  archived?: boolean;
  /** The text below the title, before the first section. */
  paragraphs: string[];
  /** The document's sections: each is a heading (H2) with its paragraphs, then a list, a table and a chart where it has them. */
  sections?: SeedSection[];
  /** Repeats the paragraphs this many times, as numbered sections after the others (a long report), instead of below the title; then the closing paragraph. */
  repeat?: number;
  closing?: string;
  /**
   * Written as pdf-lib writes by default: no tags, no language, no XMP title, Helvetica not
   * embedded. The file fails the site's checks on purpose: the public library and the staff
   * dashboard then show a file with problems beside those that pass (issue 57).
   */
  untagged?: true;
}

export interface SeedSection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list. */
  list?: string[];
  /** A table: `columns` is its header row, and each row's first cell names the row. */
  table?: SeedTable;
  /** A bar chart of the section's figures, with the text alternative a screen reader reads instead. */
  chart?: SeedChart;
}

export interface SeedTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface SeedChart {
  alternative: string;
  caption: string;
  bars: { label: string; value: number }[];
}

const needs = [
  'Needs are identified in three travel markets: Corridors of Statewide Significance, Regional Networks and Urban Development Areas, together with a statewide safety screen and access to industrial and economic development areas.',
  'A congestion need is recorded where the travel time index exceeds 1.5 for at least one hour, or 1.3 for at least three hours, on a typical weekday.',
  'In the 2023 run, congestion needs covered 745.5 miles of the Corridors of Statewide Significance and 924 miles of regional networks; roadway safety needs covered 8,422.7 miles and pedestrian safety needs 4,448.5 miles.',
  'Needs are prioritized statewide and within each of the nine VDOT districts by severity and magnitude. Priority 1 and 2 locations have solutions developed for them.',
];
const freight = [
  'The Freight Element is the state freight plan under 49 U.S.C. 70202. It designates about 65 miles of critical urban freight corridors and 167 miles of critical rural freight corridors.',
  'The Port of Virginia handled about 3.5 million TEUs in fiscal year 2024. Interstate 95 carries about nine million trucks a year, and about 3,000 miles of active freight rail serve the Commonwealth.',
  'Commodity flows are reported statewide and by district, by mode and by direction: inbound, outbound and within Virginia.',
];
const gapta = [
  'Growth and Accessibility Planning Technical Assistance helps localities plan for multimodal travel in urban development areas and growth areas, address emerging planning issues, build an accessibility planning process, and plan outside urbanized areas.',
  'Each applicant may receive one award per cycle; first-time applicants are preferred. The expression of interest has ten to twenty questions and takes fifteen to thirty minutes.',
];
const longTerm = [
  'The long-term Risk and Opportunity Register follows four megatrends: climate, technology, consumption and socio-demographics, and ten macrotrends within them.',
  'About 1,100 directional road miles are exposed to sea-level rise, 13,100 to storm surge and 17,900 to inland flooding under the scenarios studied.',
  'Highly automated vehicles could raise freeway capacity by 11 to 63 percent and reduce fatal crashes by 14 to 51 percent, depending on adoption.',
];
const policy = [
  'The Commonwealth Transportation Board, assisted by the Office of Intermodal Planning and Investment, assesses needs across all modes at least every four years, with a horizon of at least twenty years.',
  'Federal references include 23 U.S.C. 135, 49 U.S.C. 70202(e) and 49 CFR 266.15.',
];

// Sections built from the texts above, shared by the documents that cover the same ground.
const travelMarkets: SeedSection = {
  heading: 'Travel markets',
  paragraphs: [needs[0]!],
  list: ['Corridors of Statewide Significance', 'Regional Networks', 'Urban Development Areas'],
};
const needMiles = {
  caption: 'Miles of need identified in the 2023 run',
  columns: ['Need', 'Miles'],
  rows: [
    ['Congestion on Corridors of Statewide Significance', '745.5'],
    ['Congestion on regional networks', '924'],
    ['Roadway safety', '8,422.7'],
    ['Pedestrian safety', '4,448.5'],
  ],
} satisfies SeedTable;
const needMilesChart: SeedChart = {
  alternative:
    'Bar chart of the miles of need in the 2023 run: roadway safety 8,422.7 miles, pedestrian safety 4,448.5, congestion on regional networks 924 and congestion on Corridors of Statewide Significance 745.5. Safety needs cover many times the mileage of congestion needs.',
  caption: 'Figure 1. Miles of need by category, 2023 run.',
  bars: [
    { label: 'Roadway safety', value: 8422.7 },
    { label: 'Pedestrian safety', value: 4448.5 },
    { label: 'Congestion, regional networks', value: 924 },
    { label: 'Congestion, CoSS', value: 745.5 },
  ],
};
const floodExposure = {
  caption: 'Directional road miles exposed, by hazard',
  columns: ['Hazard', 'Directional road miles exposed'],
  rows: [
    ['Sea-level rise', 'About 1,100'],
    ['Storm surge', 'About 13,100'],
    ['Inland flooding', 'About 17,900'],
  ],
} satisfies SeedTable;
const floodExposureChart: SeedChart = {
  alternative:
    'Bar chart of directional road miles exposed to flooding: about 17,900 to inland flooding, 13,100 to storm surge and 1,100 to sea-level rise. Inland flooding exposes the most miles.',
  caption: 'Figure 1. Directional road miles exposed, by hazard.',
  bars: [
    { label: 'Inland flooding', value: 17900 },
    { label: 'Storm surge', value: 13100 },
    { label: 'Sea-level rise', value: 1100 },
  ],
};
const megatrends: SeedSection = {
  heading: 'Megatrends',
  paragraphs: [longTerm[0]!],
  list: ['Climate', 'Technology', 'Consumption', 'Socio-demographics'],
};
const assessment: SeedSection = {
  heading: 'Who assesses needs, and how often',
  paragraphs: [policy[0]!],
  table: {
    caption: 'The needs assessment at a glance',
    columns: ['Requirement', 'Standard'],
    rows: [
      ['Who assesses', 'The Commonwealth Transportation Board, assisted by the Office of Intermodal Planning and Investment'],
      ['Modes', 'All modes'],
      ['How often', 'At least every four years'],
      ['Planning horizon', 'At least twenty years'],
    ],
  },
};
const federalReferences: SeedSection = {
  heading: 'Federal references',
  paragraphs: [policy[1]!],
  list: ['23 U.S.C. 135: statewide transportation planning', '49 U.S.C. 70202(e): state freight plans', '49 CFR 266.15: state rail plans'],
};
const gaptaSections = (round: string, closed: string): SeedSection[] => [
  {
    heading: 'What the program supports',
    list: [
      'Planning for multimodal travel in urban development areas and growth areas',
      'Addressing emerging planning issues',
      'Building an accessibility planning process',
      'Planning outside urbanized areas',
    ],
  },
  {
    heading: 'How to apply',
    paragraphs: [gapta[1]!, `The ${round} round closed on ${closed}.`],
    table: {
      caption: `The ${round} round at a glance`,
      columns: ['Item', 'Detail'],
      rows: [
        ['Awards', 'One per applicant per cycle'],
        ['Preference', 'First-time applicants'],
        ['Expression of interest', 'Ten to twenty questions'],
        ['Time to complete', 'Fifteen to thirty minutes'],
        ['Round closed', closed],
      ],
    },
  },
];
const criticalCorridors: SeedSection = {
  heading: 'Critical freight corridors',
  paragraphs: [freight[0]!],
  table: {
    caption: 'Critical freight corridors designated',
    columns: ['Corridor type', 'Miles'],
    rows: [
      ['Critical urban freight corridors', 'About 65'],
      ['Critical rural freight corridors', 'About 167'],
    ],
  },
};
const freightToday: SeedSection = {
  heading: 'Freight in Virginia today',
  paragraphs: [freight[1]!],
  list: [
    'The Port of Virginia: about 3.5 million TEUs in fiscal year 2024',
    'Interstate 95: about nine million trucks a year',
    'Freight rail: about 3,000 miles of active track',
  ],
};
const commodityFlows: SeedSection = {
  heading: 'How commodity flows are reported',
  paragraphs: [freight[2]!],
  list: ['Inbound', 'Outbound', 'Within Virginia'],
};

export const seedDocuments: SeedDocument[] = [
  {
    fileName: 'GAP-TA_Program_Guidance_FY23.pdf',
    title: 'GAP-TA Program Guidance, FY23',
    description: 'How to apply for Growth and Accessibility Planning Technical Assistance in the FY23 round.',
    publishedOn: '2022-09-01',
    tags: ['GAP-TA', 'Guidance'],
    paragraphs: [gapta[0]!],
    sections: gaptaSections('FY23', '31 October 2022'),
  },
  {
    fileName: 'GAP-TA_Program_Guidance_FY25.pdf',
    title: 'GAP-TA Program Guidance, FY25',
    description: 'How to apply for Growth and Accessibility Planning Technical Assistance in the FY25 round.',
    publishedOn: '2024-09-03',
    tags: ['GAP-TA', 'Guidance'],
    paragraphs: [gapta[0]!],
    sections: gaptaSections('FY25', '1 November 2024'),
  },
  {
    fileName: 'VTrans_Policies_and_Statutory_Requirements.pdf',
    title: 'VTrans Policies and Statutory Requirements',
    description: 'The laws and policies the statewide plan answers to.',
    publishedOn: '2021-12-08',
    tags: ['Policy'],
    paragraphs: [],
    sections: [assessment, federalReferences],
  },
  {
    fileName: 'VTrans_Long-term_Technical_Guide.pdf',
    title: 'VTrans Long-term Technical Guide',
    description: 'The methods behind the long-term Risk and Opportunity Register: megatrends, macrotrends and scenarios.',
    publishedOn: '2022-03-15',
    tags: ['Long-term', 'Technical'],
    paragraphs: longTerm,
    sections: [megatrends, { heading: 'Exposure to flooding', paragraphs: [longTerm[1]!], table: floodExposure, chart: floodExposureChart }],
    repeat: 400,
    closing: 'Appendix Z closes with the managed retreat from the most exposed coastal roads, the last strategy the register weighs.',
  },
  {
    fileName: 'VTrans_Policy_Guide.pdf',
    title: 'VTrans Policy Guide',
    description: 'How the plan’s needs inform SMART SCALE and other funding programs.',
    publishedOn: '2021-12-08',
    tags: ['Policy', 'Guidance'],
    paragraphs: [],
    sections: [assessment, federalReferences, { heading: 'From needs to funding', paragraphs: [needs[3]!] }],
  },
  {
    fileName: 'VTrans_2023_Mid-term_Needs_Technical_Report.pdf',
    title: '2023 Mid-term Needs Technical Report',
    description: 'How the 2023 mid-term needs were identified, with mileage by category.',
    publishedOn: '2023-07-18',
    tags: ['Mid-term Needs', 'Technical'],
    paragraphs: [],
    sections: [
      travelMarkets,
      { heading: 'Congestion', paragraphs: [needs[1]!] },
      { heading: 'Mileage by category', paragraphs: [needs[2]!], table: needMiles, chart: needMilesChart },
      { heading: 'Prioritization', paragraphs: [needs[3]!] },
    ],
  },
  {
    fileName: 'VTrans_2023_Needs_Prioritization.pdf',
    title: '2023 Needs Prioritization Methodology',
    description: 'Ranking needs statewide and within each VDOT district.',
    publishedOn: '2023-09-20',
    tags: ['Mid-term Needs'],
    paragraphs: [needs[3]!],
    sections: [travelMarkets],
  },
  {
    fileName: 'Virginia_Freight_Element_2022.pdf',
    title: 'Virginia Freight Element (2022)',
    description: 'The state freight plan, approved by the Federal Highway Administration in August 2022.',
    publishedOn: '2022-08-30',
    tags: ['Freight'],
    paragraphs: [],
    sections: [criticalCorridors, freightToday, commodityFlows],
  },
  {
    fileName: 'Freight_Commodity_Flows_by_District.pdf',
    title: 'Freight Commodity Flows by District',
    description: 'Tons and value moved by mode and commodity in each VDOT district.',
    publishedOn: '2023-02-14',
    tags: ['Freight', 'Data'],
    paragraphs: [],
    sections: [commodityFlows, freightToday],
  },
  {
    fileName: 'Port_and_Rail_Access_Study.pdf',
    title: 'Port and Rail Access Study',
    description: 'Landside access to the Port of Virginia’s terminals.',
    publishedOn: '2024-04-10',
    tags: ['Freight'],
    paragraphs: [freight[1]!],
    sections: [
      {
        heading: 'Terminals',
        paragraphs: [
          'Terminals include Norfolk International, Virginia International Gateway, Portsmouth, Newport News, the Virginia Inland Port and the Richmond Marine Terminal.',
        ],
        list: [
          'Norfolk International Terminals',
          'Virginia International Gateway',
          'Portsmouth Marine Terminal',
          'Newport News Marine Terminal',
          'Virginia Inland Port',
          'Richmond Marine Terminal',
        ],
      },
    ],
  },
  {
    fileName: 'Megatrend_Climate_Summary.pdf',
    title: 'Megatrend Summary: Climate',
    description: 'Flooding risk and what it means for roads and rail.',
    publishedOn: '2022-05-02',
    tags: ['Long-term'],
    paragraphs: [],
    sections: [{ heading: 'Exposure to flooding', paragraphs: [longTerm[1]!], table: floodExposure, chart: floodExposureChart }, megatrends],
  },
  {
    fileName: 'Megatrend_Technology_Summary.pdf',
    title: 'Megatrend Summary: Technology',
    description: 'Automated, electric and shared vehicles.',
    publishedOn: '2022-05-02',
    tags: ['Long-term'],
    paragraphs: [],
    sections: [
      {
        heading: 'Highly automated vehicles',
        paragraphs: [longTerm[2]!],
        table: {
          caption: 'Effects of highly automated vehicles, by adoption',
          columns: ['Effect', 'Range'],
          rows: [
            ['Freeway capacity', 'Up 11 to 63 percent'],
            ['Fatal crashes', 'Down 14 to 51 percent'],
          ],
        },
      },
      megatrends,
    ],
  },
  {
    fileName: 'Strategic_Actions_Progress_2024.pdf',
    title: 'Strategic Actions: 2024 Progress Report',
    description: 'Where the sixteen strategic actions stand.',
    publishedOn: '2024-12-11',
    tags: ['Strategic Actions'],
    paragraphs: ['Sixteen strategic actions adopted in December 2021 are reported each year.'],
    sections: [
      {
        heading: 'Flood risk',
        paragraphs: [
          'Actions include collecting data to assess flood risk on state and local roads and making data-based policies so that flood risk shapes decisions.',
        ],
        list: ['Collect data to assess flood risk on state and local roads', 'Make data-based policies so that flood risk shapes decisions'],
      },
    ],
  },
  {
    fileName: 'Strategic_Actions_Progress_2023.pdf',
    title: 'Strategic Actions: 2023 Progress Report',
    description: 'The second yearly report on the strategic actions.',
    publishedOn: '2023-12-06',
    tags: ['Strategic Actions'],
    paragraphs: [],
    sections: [
      {
        heading: 'Themes',
        paragraphs: [
          'The themes are clarifying roles, linking planning and programming, consistency and transparency, coordinating transportation and land use, and better multimodal connections.',
        ],
        list: [
          'Clarifying roles',
          'Linking planning and programming',
          'Consistency and transparency',
          'Coordinating transportation and land use',
          'Better multimodal connections',
        ],
      },
    ],
  },
  {
    fileName: 'CTB_Workshop_Needs_Briefing_2023.pdf',
    title: 'CTB Workshop Briefing: Mid-term Needs',
    description: 'Slides presented to the Commonwealth Transportation Board.',
    publishedOn: '2023-06-20',
    tags: ['Meetings', 'Mid-term Needs'],
    paragraphs: [],
    sections: [
      { heading: 'Mileage by category', paragraphs: [needs[2]!], table: needMiles, chart: needMilesChart },
      {
        heading: 'Meetings of the Board',
        paragraphs: ['The Board meets in workshop on the third Tuesday and for action on the third Wednesday.'],
        table: {
          caption: 'When the Board meets each month',
          columns: ['Meeting', 'Day'],
          rows: [
            ['Workshop', 'Third Tuesday'],
            ['Action meeting', 'Third Wednesday'],
          ],
        },
      },
    ],
  },
  {
    fileName: 'CTB_Workshop_Freight_Briefing_2022.pdf',
    title: 'CTB Workshop Briefing: Freight Element',
    description: 'Slides on the Freight Element before its adoption.',
    publishedOn: '2022-06-21',
    tags: ['Meetings', 'Freight'],
    paragraphs: [],
    sections: [criticalCorridors],
  },
  {
    fileName: 'Public_Opinion_Survey_2024.pdf',
    title: 'Public Opinion Survey Results (2024)',
    description: 'What Virginians said about travel, safety and priorities.',
    publishedOn: '2024-10-01',
    tags: ['Survey'],
    paragraphs: [],
    sections: [
      {
        heading: 'Priorities',
        paragraphs: ['Residents ranked safety, reliability and maintenance highest among transportation priorities.'],
        list: ['Safety', 'Reliability', 'Maintenance'],
      },
      {
        heading: 'Options for daily trips',
        paragraphs: ['Respondents in every region asked for better options to walk, bike and ride transit to daily destinations.'],
      },
    ],
  },
  {
    fileName: 'Urban_Development_Areas_Guide.pdf',
    title: 'Urban Development Areas: A Guide for Localities',
    description: 'Designating growth areas under § 15.2-2223.1.',
    publishedOn: '2021-04-12',
    tags: ['GAP-TA', 'Guidance'],
    paragraphs: [
      'Urban development areas are locality-designated growth areas with minimum densities of four single-family, six townhouse or twelve multifamily units per developable acre.',
    ],
    sections: [
      {
        heading: 'Minimum densities',
        table: {
          caption: 'Minimum densities in an urban development area',
          columns: ['Housing type', 'Units per developable acre'],
          rows: [
            ['Single-family', '4'],
            ['Townhouse', '6'],
            ['Multifamily', '12'],
          ],
        },
      },
    ],
    // Failing on purpose: the one current (not archived) file with problems, so a reader meets a
    // file's problems in words, its untagged web version and the request form, and staff see it on
    // the dashboard (tests/e2e/document-accessibility-desktop.spec.ts opens this one).
    untagged: true,
  },
  {
    fileName: 'Safety_Needs_Methodology.pdf',
    title: 'Roadway and Pedestrian Safety Needs Methodology',
    description: 'How safety needs are screened from crash data.',
    publishedOn: '2023-05-09',
    tags: ['Mid-term Needs', 'Safety'],
    paragraphs: [],
    sections: [
      { heading: 'Mileage of safety needs', paragraphs: [needs[2]!], table: needMiles, chart: needMilesChart },
      { heading: 'Screening', paragraphs: ['Safety needs draw on the potential for safety improvement at each location.'] },
    ],
  },
  {
    fileName: 'Virginia_by_the_Numbers_2024.pdf',
    title: 'Virginia by the Numbers (2024)',
    description: 'Roads, bridges, transit and people at a glance.',
    publishedOn: '2024-02-01',
    tags: ['Data'],
    paragraphs: [],
    sections: [
      {
        heading: 'Roads and bridges',
        paragraphs: ['VDOT maintains about 57,867 miles of road, the third-largest state system, and about 21,195 bridges and structures.'],
      },
      {
        heading: 'Transit and people',
        paragraphs: [
          'Forty public transit providers carried more than 105 million trips in fiscal year 2023. Virginia had 8,631,393 residents in the 2020 census.',
        ],
      },
      {
        heading: 'At a glance',
        table: {
          caption: 'Virginia by the numbers',
          columns: ['Measure', 'Figure'],
          rows: [
            ['Miles of road maintained by VDOT', 'About 57,867'],
            ['Bridges and structures', 'About 21,195'],
            ['Public transit providers', '40'],
            ['Transit trips, fiscal year 2023', 'More than 105 million'],
            ['Residents, 2020 census', '8,631,393'],
          ],
        },
      },
    ],
  },
  {
    fileName: 'VTrans_2019_Mid-term_Needs.pdf',
    title: 'VTrans 2019–2021 Update: Mid-term Needs (2020)',
    description: 'The needs the Board approved on 15 January 2020.',
    publishedOn: '2020-01-15',
    tags: ['Mid-term Needs', 'Past plans'],
    archived: true,
    paragraphs: [],
    sections: [
      {
        heading: 'Vision',
        paragraphs: ['The 2019 vision: good for business, good for communities, good to go.'],
        list: ['Good for business', 'Good for communities', 'Good to go'],
      },
      travelMarkets,
    ],
  },
  {
    fileName: 'VTrans2040_Final_Plan.pdf',
    title: 'VTrans2040 Multimodal Transportation Plan (2018)',
    description: 'The statewide plan of 2014–2018.',
    publishedOn: '2018-01-10',
    tags: ['Past plans'],
    archived: true,
    paragraphs: ['VTrans2040 identified Corridors of Statewide Significance needs, regional network needs and urban development area needs.'],
    // Failing on purpose: an archived plan from before the office's accessibility standard, kept as
    // it was published (tests/integration/accessibility-requests.test.ts relies on it failing).
    untagged: true,
  },
  {
    fileName: 'VTrans2035_Update_2013.pdf',
    title: 'VTrans2035 Update (2013)',
    description: 'The 2013 update of VTrans2035.',
    publishedOn: '2013-09-18',
    tags: ['Past plans'],
    archived: true,
    paragraphs: [],
    sections: [
      {
        heading: 'Corridors of Statewide Significance',
        paragraphs: ['Eleven Corridors of Statewide Significance were set in December 2009 and a twelfth in May 2011.'],
      },
    ],
  },
  {
    fileName: 'VTrans2025_Final_Report.pdf',
    title: 'VTrans2025 Final Report (2004)',
    description: 'The first statewide multimodal plan, approved in November 2004.',
    publishedOn: '2004-11-17',
    tags: ['Past plans'],
    archived: true,
    paragraphs: ['VTrans2025 set out a multimodal vision for the Commonwealth for the first time.'],
    // Failing on purpose: an archived plan from before the office's accessibility standard, kept as it was published.
    untagged: true,
  },
  {
    fileName: 'Draft_Needs_Review_Notes.pdf',
    title: 'Draft Needs Review Notes (internal)',
    description: 'Working notes shared with partner agencies; not part of the published library.',
    publishedOn: '2025-02-03',
    tags: ['Mid-term Needs'],
    hidden: true,
    paragraphs: [],
    sections: [
      {
        heading: 'Review with partner agencies',
        paragraphs: ['These draft notes record the review of corridor segments with partner agencies before publication.'],
      },
    ],
  },
  {
    fileName: 'Partner_Data_Sharing_Memo.pdf',
    title: 'Partner Data Sharing Memo',
    description: 'How partner agencies exchange data with OIPI.',
    publishedOn: '2025-03-14',
    tags: ['Data'],
    hidden: true,
    paragraphs: [],
    sections: [
      {
        heading: 'Data shared',
        paragraphs: ['Partner agencies share traffic, crash and transit data with OIPI under this memo.'],
        list: ['Traffic data', 'Crash data', 'Transit data'],
      },
    ],
  },
];
