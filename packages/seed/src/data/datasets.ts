/**
 * The site's content datasets. Dates are written MM/DD/YYYY as on the site; the seed converts
 * them. Facts come from the plan and its public sources (see shared/briefs/plan-facts.md).
 */

export const updates = [
  {
    date: '04/16/2025',
    title: 'Commonwealth Transportation Board adopts the 2025 VTrans Vision',
    intro:
      'The Board adopted an updated vision: a best-in-class multimodal system that links people and commerce safely and reliably, supports growth, cares for the environment and improves quality of life.',
  },
  {
    date: '11/01/2024',
    title: 'FY25 GAP-TA round closes',
    intro:
      'Applications for the fiscal year 2025 round of Growth and Accessibility Planning technical assistance closed on November 1. Localities will hear about awards this winter.',
  },
  {
    date: '09/03/2024',
    title: 'FY25 GAP-TA applications now open',
    intro:
      'Localities may submit a short expression of interest — ten to twenty questions, about fifteen to thirty minutes — for help with multimodal planning in growth areas, emerging issues or accessibility planning.',
  },
  {
    date: '12/06/2023',
    title: 'Risk and Opportunity Register updated',
    intro:
      'The annual update of the long-term register revisits flooding exposure, automated and electric vehicles, e-commerce and the growth of Virginia’s population aged 65 and over.',
  },
  {
    date: '07/18/2023',
    title: '2023 Mid-term Needs identified',
    intro:
      'The 2023 analysis found congestion needs on 745.5 miles of Corridors of Statewide Significance and 924 miles of regional networks, roadway safety needs on 8,422.7 miles and pedestrian safety needs on 4,448.5 miles.',
  },
  {
    date: '08/15/2022',
    title: 'Federal approval for the Virginia Freight Element',
    intro:
      'The Federal Highway Administration approved the Freight Element as Virginia’s state freight plan, including its critical urban and rural freight corridors and its freight investment plan.',
  },
];

export const articles = [
  {
    name: 'ctb-workshop-vision-2025',
    title: 'CTB workshop: the 2025 VTrans Vision',
    intro: 'Staff presented the draft 2025 vision, goals and objectives to the Commonwealth Transportation Board at its March workshop.',
    body: [
      'The presentation summarised what Virginians said in the biennial survey and in regional meetings, compared the draft vision with the 2019 statement, and proposed objectives for safety, reliability, access and resilience.',
      'Board members asked how the objectives would be measured and how they would relate to SMART SCALE. Staff will return with performance measures for each objective.',
    ],
    // Wall-clock time in Richmond.
    startsAt: '2025-03-18T10:00',
    location: 'Virginia Department of Transportation Central Office Auditorium, 1221 E. Broad Street, Richmond',
  },
  {
    name: 'mid-term-needs-webinar-2023',
    title: 'Webinar: understanding the 2023 Mid-term Needs',
    intro: 'A public webinar walked through how the 2023 needs were identified and how localities can use them in SMART SCALE applications.',
    body: [
      'The webinar explained each of the needs categories, the thresholds used — such as a travel time index above 1.5 for at least an hour — and how needs are prioritised statewide and within each VDOT district.',
      'A recording and the slides are available on request from the contact page.',
    ],
    startsAt: '2023-09-12T14:00',
    location: 'Online',
  },
  {
    name: 'gap-ta-info-session-fy25',
    title: 'GAP-TA information session for the FY25 round',
    intro: 'Staff explained the four assistance areas, the expression of interest and the review schedule for the FY25 round.',
    body: [
      'Participants heard examples of past studies, from multimodal plans for urban development areas to accessibility analyses in rural counties, and asked about eligibility for regional applicants.',
    ],
    startsAt: '2024-09-17T10:00',
    location: 'Online',
  },
];

export const events = [
  {
    title: 'Commonwealth Transportation Board workshop',
    startsAt: '2026-12-15T14:00:00Z',
    location: 'VDOT Central Office Auditorium, Richmond',
    description: 'The Board’s monthly workshop, including an update on the Risk and Opportunity Register.',
    articleName: null,
  },
  {
    title: 'Regional listening session: Hampton Roads',
    startsAt: '2027-01-20T23:00:00Z',
    location: 'Hampton Roads Transportation Planning Organization, Chesapeake',
    description: 'Tell us which trips are hardest in your region and what the plan should prioritise.',
    articleName: null,
  },
  {
    title: 'CTB workshop: the 2025 VTrans Vision',
    startsAt: '2025-03-18T14:00:00Z',
    location: 'VDOT Central Office Auditorium, Richmond',
    description: 'Staff presented the draft 2025 vision, goals and objectives to the Board.',
    articleName: 'ctb-workshop-vision-2025',
  },
];

export const announcements = [
  {
    date: '09/02/2025',
    message: 'The FY27 GAP-TA round opens in September. Talk to staff about your idea before you apply.',
    href: '/about/gap-ta',
    pages: ['/', '/about/gap-ta', '/gap-ta/application'],
  },
  {
    date: '04/16/2025',
    message: 'The Board adopted the 2025 VTrans Vision on April 16, 2025.',
    href: '/vision/our-vision',
    pages: ['/', '/vision/our-vision'],
  },
  {
    date: '12/06/2023',
    message: 'The Risk and Opportunity Register has been updated for 2023.',
    href: '/long-term-planning/long-term-risk-register',
    pages: ['/long-term-planning/long-term-risk-register'],
    showUntil: '06/30/2024',
  },
];

export const faqs = [
  {
    topic: 'The plan',
    question: 'What is VTrans?',
    answer:
      'VTrans is Virginia’s statewide multimodal transportation plan. It sets the Commonwealth Transportation Board’s vision, identifies mid-term needs, tracks long-term risks and opportunities, and commits the agencies to strategic actions.',
  },
  {
    topic: 'The plan',
    question: 'How often is the plan updated?',
    answer:
      'State law requires an update at least every four years. The needs are refreshed on a regular cycle and the Risk and Opportunity Register every year.',
  },
  {
    topic: 'Needs',
    question: 'How do the needs affect which projects are funded?',
    answer:
      'Every SMART SCALE application must address at least one VTrans mid-term need. The needs do not pick projects, but they set the problems that projects must solve.',
  },
  {
    topic: 'Needs',
    question: 'Can my locality ask for a need to be reviewed?',
    answer: 'Yes. Contact us with the location and the data you have; staff review such requests when the needs are next updated.',
  },
  {
    topic: 'InteractVTrans',
    question: 'Can I comment on a specific location?',
    answer:
      'Yes. In the InteractVTrans map explorer you can drop a point or draw a line or area and leave a comment. If you give an e-mail address, staff will let you know when they respond.',
  },
  {
    topic: 'GAP-TA',
    question: 'Who can apply for GAP-TA?',
    answer:
      'Localities, planning district commissions and metropolitan planning organizations in Virginia. First-time applicants are preferred, and each applicant can receive one award per cycle.',
  },
];

export const statutoryRequirements = [
  {
    citation: 'Code of Virginia § 33.2-353',
    title: 'Statewide transportation plan',
    summary:
      'The Commonwealth Transportation Board, with OIPI’s assistance, assesses needs for Corridors of Statewide Significance, regional networks and urban development areas across all modes; the plan is updated at least every four years and looks at least twenty years ahead.',
    level: 'state',
  },
  {
    citation: 'Code of Virginia § 15.2-2223.1',
    title: 'Urban development areas',
    summary: 'Localities may designate urban development areas for growth at minimum densities, which VTrans treats as a travel market.',
    level: 'state',
  },
  {
    citation: 'Code of Virginia § 2.2-229',
    title: 'Office of Intermodal Planning and Investment',
    summary: 'Establishes OIPI within the Office of the Secretary of Transportation and charges it with preparing the statewide plan.',
    level: 'state',
  },
  {
    citation: '23 U.S.C. 135',
    title: 'Statewide and nonmetropolitan transportation planning',
    summary: 'Sets federal requirements for a long-range statewide transportation plan covering all modes.',
    level: 'federal',
  },
  {
    citation: '49 U.S.C. 70202',
    title: 'State freight plans',
    summary: 'Requires a comprehensive state freight plan, which the VTrans Freight Element fulfils.',
    level: 'federal',
  },
  {
    citation: '49 CFR 266.15',
    title: 'State rail plans',
    summary: 'Sets requirements for state rail planning that the plan coordinates with.',
    level: 'federal',
  },
] as const;

export const strategicActions = [
  {
    code: 'SA-1',
    theme: 'Coordinating transportation and land use',
    title: 'Collect data to assess flood risk on state and local roads',
    description: 'Build a statewide dataset of roads exposed to sea-level rise, storm surge and inland flooding so that exposure can be measured consistently.',
    status: 'Underway',
  },
  {
    code: 'SA-2',
    theme: 'Coordinating transportation and land use',
    title: 'Make flood risk part of investment decisions',
    description: 'Adopt data-based policies so that flood exposure informs project selection and design.',
    status: 'Underway',
  },
  {
    code: 'SA-3',
    theme: 'Linking planning and programming',
    title: 'Align SMART SCALE with VTrans needs',
    description: 'Keep the requirement that every application addresses a VTrans need, and report how funded projects reduce needs.',
    status: 'Complete',
  },
  {
    code: 'SA-4',
    theme: 'Consistency and transparency',
    title: 'Publish the data behind the needs',
    description: 'Make the needs, their thresholds and the underlying data available to the public through InteractVTrans.',
    status: 'Complete',
  },
  {
    code: 'SA-5',
    theme: 'Clarifying roles and responsibilities',
    title: 'Clarify who leads each part of the plan',
    description: 'Set out the roles of OIPI, VDOT, DRPT and regional bodies in developing and implementing VTrans.',
    status: 'Complete',
  },
  {
    code: 'SA-6',
    theme: 'Better multimodal and intermodal connections',
    title: 'Improve connections between modes at key hubs',
    description: 'Identify where transfers between transit, rail, walking and bicycling are hardest and develop solutions with partners.',
    status: 'Not started',
  },
] as const;

export const surveyTimeline = [
  {
    date: '02/03/2025',
    title: 'Survey fielded',
    description: 'A representative sample of Virginians was invited to take the survey by mail, phone and online.',
  },
  { date: '05/30/2025', title: 'Fieldwork closes', description: 'Responses were weighted to reflect the population of each region.' },
  {
    date: '09/16/2025',
    title: 'Results presented to the Board',
    description: 'Findings on travel habits, satisfaction and priorities were presented at the Board’s workshop.',
  },
];

export const gapTaStudies = [
  {
    id: 'fy23-harrisonburg-uda',
    title: 'Downtown Harrisonburg multimodal plan',
    localityFips: '51660',
    fiscalYear: 2023,
    component: 'Multimodal planning in urban development areas',
    summary: 'A walking, bicycling and transit plan for the city’s downtown urban development area, with a phased list of street improvements.',
    status: 'Complete',
  },
  {
    id: 'fy25-halifax-rural-access',
    title: 'Halifax County rural accessibility study',
    localityFips: '51083',
    fiscalYear: 2025,
    component: 'Multimodal planning outside urbanized areas',
    summary: 'How residents without a car reach groceries, health care and jobs, and which services could close the gaps.',
    status: 'Underway',
  },
  {
    id: 'fy25-chesapeake-accessibility',
    title: 'Chesapeake accessibility planning process',
    localityFips: '51550',
    fiscalYear: 2025,
    component: 'Building an accessibility planning process',
    summary: 'Measures of access to opportunity that the city can use to compare projects in its capital program.',
    status: 'Scoping',
  },
] as const;

export const riskRegister = [
  {
    megatrend: 'climate',
    macrotrend: 'Increase in flooding risk',
    kind: 'Risk',
    description: 'Sea-level rise, storm surge and heavier rainfall put roads, rail and ports at risk of closure and damage.',
    indicator: 'Directional road miles exposed to flooding',
  },
  {
    megatrend: 'technology',
    macrotrend: 'Adoption of highly automated vehicles',
    kind: 'Risk and opportunity',
    description: 'Automation could raise freeway capacity and cut crashes, or add vehicle travel if trips become easier.',
    indicator: 'Share of new vehicles with high automation',
  },
  {
    megatrend: 'technology',
    macrotrend: 'Adoption of electric vehicles',
    kind: 'Risk and opportunity',
    description: 'Cleaner vehicles reduce emissions while fuel-tax revenue falls.',
    indicator: 'Electric share of registered vehicles',
  },
  {
    megatrend: 'technology',
    macrotrend: 'Growth in shared mobility',
    kind: 'Opportunity',
    description: 'Shared rides, bikes and scooters could reduce car ownership and parking demand.',
    indicator: 'Shared trips per capita in urban areas',
  },
  {
    megatrend: 'consumption',
    macrotrend: 'Growth in e-commerce',
    kind: 'Risk and opportunity',
    description: 'More deliveries and fewer shopping trips change traffic on local streets and at the curb.',
    indicator: 'E-commerce share of retail sales',
  },
  {
    megatrend: 'consumption',
    macrotrend: 'Automation of goods and services',
    kind: 'Risk and opportunity',
    description: 'Automated warehouses and services may shift where jobs are and when people travel.',
    indicator: 'Employment in warehousing and logistics',
  },
  {
    megatrend: 'consumption',
    macrotrend: 'Growth of professional services',
    kind: 'Opportunity',
    description: 'Professional-services jobs concentrate in Northern Virginia and other metropolitan areas.',
    indicator: 'Professional-services share of jobs by region',
  },
  {
    megatrend: 'sociodemographic',
    macrotrend: 'Workplace flexibility',
    kind: 'Risk and opportunity',
    description: 'Remote and hybrid work change peak-hour demand and transit ridership.',
    indicator: 'Share of workers working from home',
  },
  {
    megatrend: 'sociodemographic',
    macrotrend: 'Growth in the 65+ population',
    kind: 'Risk',
    description: 'More older residents need safe walking, transit and services that do not depend on driving.',
    indicator: 'Population aged 65 and over',
  },
  {
    megatrend: 'sociodemographic',
    macrotrend: 'Shifts in population and jobs',
    kind: 'Risk and opportunity',
    description: 'Growth in some regions and decline in others change where capacity and maintenance are needed.',
    indicator: 'Population and employment change by region',
  },
] as const;

export const byTheNumbers = [
  { label: 'Miles of road maintained by VDOT', value: 57867, unit: 'miles', source: 'VDOT' },
  { label: 'Bridges and structures', value: 21195, unit: 'structures', source: 'VDOT' },
  { label: 'Public transit providers', value: 40, unit: 'providers', source: 'DRPT' },
  { label: 'Transit trips in FY2023', value: 105000000, unit: 'trips', source: 'DRPT' },
  { label: 'Population (2020 census)', value: 8631393, unit: 'people', source: 'U.S. Census Bureau' },
  { label: 'Miles of active freight railroad', value: 3000, unit: 'miles', source: 'DRPT' },
];

export const didYouKnow = [
  { fact: 'Virginia has the third-largest state-maintained road system in the nation.', source: 'VDOT' },
  { fact: 'The Heartland Corridor opened to double-stack container trains in 2010.', source: 'Norfolk Southern' },
  { fact: 'Interstate 95 in Virginia carries about nine million trucks a year.', source: 'VTrans Freight Element' },
  { fact: 'Virginia has 133 localities: 95 counties and 38 independent cities.', source: 'U.S. Census Bureau' },
];

export const whatsNew = [
  { date: '09/02/2025', title: 'FY27 GAP-TA round announced', href: '/about/gap-ta' },
  { date: '04/16/2025', title: '2025 VTrans Vision adopted', href: '/vision/our-vision' },
  { date: '12/06/2023', title: 'Risk and Opportunity Register updated', href: '/long-term-planning/long-term-risk-register' },
];
