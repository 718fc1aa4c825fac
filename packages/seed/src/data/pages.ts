import { acceptedSubmissionFormats } from '@vtrans/contracts/submissions';

/** Metadata and text of every informational route (the home page included). */
export interface PageSeed {
  route: string;
  title: string;
  description: string;
  keywords: string[];
  heading: string;
  intro: string;
  body: string[];
}

export const pages: PageSeed[] = [
  {
    route: '/',
    title: 'VTrans: Virginia’s Statewide Transportation Plan',
    description:
      'VTrans is Virginia’s statewide multimodal transportation plan, prepared by the Office of Intermodal Planning and Investment for the Commonwealth Transportation Board.',
    keywords: ['VTrans', 'Virginia transportation plan', 'OIPI', 'Commonwealth Transportation Board', 'multimodal'],
    heading: 'Planning Virginia’s transportation future',
    intro:
      'VTrans is the Commonwealth’s statewide multimodal transportation plan. It sets out the Commonwealth Transportation Board’s vision, identifies the needs of the next ten years, watches the trends that could reshape travel over the next twenty, and commits to the actions that turn the plan into results.',
    body: [
      'The Office of Intermodal Planning and Investment prepares VTrans for the Commonwealth Transportation Board. State law asks the Board to assess needs across every mode — roads, transit, rail, walking, biking, ports and airports — for Corridors of Statewide Significance, regional networks and urban development areas, and to update the plan at least every four years.',
      'The mid-term needs identify where travel is least reliable, where crashes concentrate and where people cannot easily reach jobs and services by bicycle, on foot or by transit. Every SMART SCALE application must address at least one of them, so the plan shapes where the Commonwealth invests.',
      'The long-term Risk and Opportunity Register follows four megatrends — climate, technology, consumption patterns and socio-demographic change — so that today’s decisions hold up in the Virginia of 2045 and beyond.',
      'Through InteractVTrans you can explore the data behind the plan on a map, compare localities in charts, and leave a comment where you travel. Localities can apply for Growth and Accessibility Planning technical assistance and submit the spatial data the plan relies on.',
    ],
  },
  {
    route: '/about/about-vtrans',
    title: 'About VTrans',
    description: 'What VTrans is, who prepares it, and how its four parts guide transportation decisions in Virginia.',
    keywords: ['about VTrans', 'statewide plan', 'OIPI', 'CTB'],
    heading: 'About VTrans',
    intro:
      'VTrans is Virginia’s statewide multimodal transportation plan. The Office of Intermodal Planning and Investment (OIPI), part of the Office of the Secretary of Transportation since 2002, prepares it for the Commonwealth Transportation Board (CTB).',
    body: [
      'The plan has four parts. The CTB’s vision, goals and objectives say what the transportation system should achieve. The mid-term needs identify, for the next ten years, where the system falls short. The long-term Risk and Opportunity Register looks twenty years and more ahead at trends that could change travel. The strategic actions are the steps the agencies commit to.',
      'VTrans covers every mode: highways and streets, transit, passenger and freight rail, walking and bicycling, ports and airports. Its needs are found in three travel markets — Corridors of Statewide Significance, regional networks and urban development areas — plus a statewide review of safety.',
      'The plan matters beyond its pages: applications to SMART SCALE, Virginia’s process for choosing which projects to fund, must address at least one VTrans need. The plan is updated at least every four years, with a horizon of at least twenty years.',
    ],
  },
  {
    route: '/about/gap-ta',
    title: 'About GAP-TA',
    description:
      'The Growth and Accessibility Planning Technical Assistance program helps Virginia localities plan for growth, multimodal travel and access to opportunity.',
    keywords: ['GAP-TA', 'technical assistance', 'localities', 'accessibility planning', 'urban development areas'],
    heading: 'Growth and Accessibility Planning Technical Assistance',
    intro:
      'Since fiscal year 2021, OIPI’s Growth and Accessibility Planning Technical Assistance (GAP-TA) program has provided consultant support to localities and regions planning for growth and for people’s access to jobs and services.',
    body: [
      'Assistance is available in four areas: multimodal planning in urban development areas or other designated growth areas; strategies for emerging planning issues; building an accessibility planning process; and multimodal planning outside urbanized areas.',
      'Each applicant may receive one award per cycle, and first-time applicants are preferred. Applying starts with a short expression of interest of ten to twenty questions, which takes about fifteen to thirty minutes to complete.',
      'Rounds usually open in September and close in late October or early November. The fiscal year 2025 round closed on November 1, 2024.',
    ],
  },
  {
    route: '/about/statutory-requirements',
    title: 'Policies and Statutory Requirements',
    description: 'The state and federal laws that shape VTrans, and what each one asks of the plan.',
    keywords: ['statutory requirements', '§ 33.2-353', 'Code of Virginia', 'federal planning requirements'],
    heading: 'Policies and statutory requirements',
    intro:
      'VTrans answers to state law, chiefly § 33.2-353 of the Code of Virginia, and to federal requirements for statewide planning and for state freight and rail plans.',
    body: [
      'Under § 33.2-353 the Commonwealth Transportation Board, with OIPI’s assistance, assesses transportation needs for Corridors of Statewide Significance, regional networks and improvements that promote urban development areas, across all modes. The plan must be updated at least every four years, look at least twenty years ahead, and set measurable goals.',
      'Those goals include reducing congestion, improving safety, increasing the use of transit and high-occupancy vehicles, improving the balance of jobs and housing, improving access to transit, improving air quality, moving more freight by rail and reducing vehicle miles traveled per person. Resiliency has since been added.',
    ],
  },
  {
    route: '/gap-ta/application',
    title: 'Apply for GAP-TA',
    description: 'How Virginia localities and regions apply for Growth and Accessibility Planning Technical Assistance.',
    keywords: ['GAP-TA application', 'expression of interest', 'technical assistance'],
    heading: 'Apply for GAP technical assistance',
    intro:
      'Localities, planning district commissions and metropolitan planning organizations may apply for consultant-led technical assistance through a short expression of interest.',
    body: [
      'Before you apply, describe the area you want to study, the planning question you want answered, and how the work would connect to your comprehensive plan or capital program. Staff are glad to talk through ideas before a round opens.',
      'Applications are reviewed after the round closes. Staff may contact you to refine the scope, and awards are announced in the winter.',
    ],
  },
  {
    route: '/vision/our-vision',
    title: 'Our Vision',
    description: 'The Commonwealth Transportation Board’s vision, goals and guiding principles for Virginia’s transportation system.',
    keywords: ['VTrans vision', 'goals', 'guiding principles', 'CTB'],
    heading: 'Our vision',
    intro:
      'In April 2025 the Commonwealth Transportation Board adopted its vision: a best-in-class multimodal transportation system that provides safe and reliable mobility, connects people and commerce, supports growth, cares for the environment and improves quality of life.',
    body: [
      'The vision builds on the Board’s 2019 statement, reaffirmed in January 2020, that Virginia’s transportation system should be good for business, good for communities and good to go.',
      'Guiding principles shape how the vision is pursued: optimize the return on investment; ensure safety, security and resiliency; deliver programs efficiently; consider operational improvements and demand management before adding capacity; and be transparent and accountable.',
    ],
  },
  {
    route: '/vision/strategic-actions',
    title: 'Strategic Actions',
    description: 'The actions the transportation agencies have committed to so that the VTrans vision becomes results.',
    keywords: ['strategic actions', 'VTrans implementation', 'flood risk', 'land use'],
    heading: 'Strategic actions',
    intro:
      'In December 2021 the Board adopted strategic actions that turn the plan into practice. Sixteen actions are to be carried out by 2025, and progress is reported every year.',
    body: [
      'The actions fall under five themes: clarifying roles and responsibilities; linking planning and programming; consistency and transparency; coordinating transportation and land use; and better multimodal and intermodal connections.',
    ],
  },
  {
    route: '/vision/opinion-survey',
    title: 'Biennial Transportation Survey',
    description: 'How Virginians rate their transportation system, from the Commonwealth’s biennial survey.',
    keywords: ['transportation survey', 'public opinion', 'Virginia residents'],
    heading: 'Biennial transportation survey',
    intro:
      'Every two years the Commonwealth asks a representative sample of Virginians how they travel and what they think of the transportation system. Their answers inform the vision and the needs.',
    body: [
      'The survey asks about commuting and everyday travel, the condition of roads and bridges, safety, transit service and priorities for investment. Results are reported statewide and by region.',
    ],
  },
  {
    route: '/mid-term-planning/travel-markets',
    title: 'Travel Markets',
    description:
      'The three travel markets — Corridors of Statewide Significance, regional networks and urban development areas — in which VTrans identifies needs.',
    keywords: ['travel markets', 'Corridors of Statewide Significance', 'regional networks', 'urban development areas'],
    heading: 'Travel markets',
    intro: 'VTrans identifies needs in three travel markets, each defined by the kind of trip it serves, plus a statewide review of safety.',
    body: [
      'Corridors of Statewide Significance are twelve multimodal corridors that link regions and neighbouring states, carry high volumes and serve a statewide function — among them the Crescent (I-81), East-West (I-64), Coastal (Route 17), Seminole (US 29), Southside (US 58) and Western Mountain (I-77) corridors. Eleven were designated in December 2009 and the twelfth in May 2011.',
      'Regional networks are the fifteen networks, based on metropolitan planning areas, that carry trips within a region.',
      'Urban development areas are growth areas that localities designate under § 15.2-2223.1 of the Code of Virginia, planned for at least four single-family homes, six townhouses or twelve apartments per developable acre. Industrial and economic development areas have an access need of their own.',
    ],
  },
  {
    route: '/mid-term-planning/mid-term-needs-and-priorities',
    title: 'Mid-term Needs and Priorities',
    description: 'Where Virginia’s transportation system falls short over the next ten years, and which needs come first.',
    keywords: ['mid-term needs', 'priorities', 'congestion', 'safety', 'reliability', 'SMART SCALE'],
    heading: 'Mid-term needs and priorities',
    intro:
      'The mid-term needs describe, for the next ten years, where travel is congested or unreliable, where crashes concentrate, and where people cannot easily reach jobs and services without a car.',
    body: [
      'The 2023 analysis covered congestion, reliability of roads and of intercity and passenger rail, transportation demand management, capacity preservation, bicycle, walking and transit access to activity centres, transit access for equity emphasis areas, roadway and pedestrian safety, and access to industrial, economic and urban development areas.',
      'It found congestion needs on 745.5 miles of Corridors of Statewide Significance and 924 miles of regional networks, roadway safety needs on 8,422.7 miles and pedestrian safety needs on 4,448.5 miles.',
      'Needs are ranked statewide and within each of the nine VDOT districts by severity and magnitude. Priority 1 and 2 locations have solutions developed for them, and every SMART SCALE application must meet at least one need.',
    ],
  },
  {
    route: '/mid-term-planning/freight-plan',
    title: 'Freight Element',
    description: 'Virginia’s state freight plan: freight corridors, commodity flows and the freight investment plan.',
    keywords: ['freight plan', 'Freight Element', 'Port of Virginia', 'critical freight corridors', 'commodity flows'],
    heading: 'Freight element',
    intro: 'The VTrans Freight Element is Virginia’s state freight plan under 49 U.S.C. 70202. The Federal Highway Administration approved it in August 2022.',
    body: [
      'The plan designates about 65 miles of critical urban freight corridors and 167 miles of critical rural freight corridors, sets out a freight investment plan, and reports commodity flows statewide and by district.',
      'The Port of Virginia handled about 3.5 million TEUs in fiscal year 2024, after a record 3.7 million in 2022, through Norfolk International Terminals, Virginia International Gateway, Portsmouth, Newport News, the Virginia Inland Port and the Richmond Marine Terminal.',
      'Interstate 95 carries about nine million trucks a year, and some 3,000 miles of active freight railroad — CSX, Norfolk Southern and nine short lines — serve the Commonwealth.',
    ],
  },
  {
    route: '/long-term-planning/megatrend-climate',
    title: 'Megatrend: Climate',
    description: 'How rising seas, storm surge and inland flooding could affect Virginia’s transportation system.',
    keywords: ['climate', 'flooding', 'sea-level rise', 'resilience', 'megatrend'],
    heading: 'Megatrend: climate',
    intro:
      'More frequent and more severe flooding is the climate macrotrend VTrans follows most closely, because it can close the roads, rail lines and ports that Virginians depend on.',
    body: [
      'Analysis for the register estimates that about 1,100 directional road miles are exposed to sea-level rise, 13,100 to storm surge and 17,900 to inland flooding.',
      'The strategic actions respond directly: collecting data to assess flood risk on state and local roads, and adopting data-based policies so that flood risk shapes investment decisions.',
    ],
  },
  {
    route: '/long-term-planning/megatrend-technology',
    title: 'Megatrend: Technological Changes',
    description: 'Automated, electric and shared vehicles, and what they could mean for capacity and safety.',
    keywords: ['automated vehicles', 'electric vehicles', 'shared mobility', 'technology', 'megatrend'],
    heading: 'Megatrend: technological changes',
    intro: 'Three macrotrends describe how technology could change travel: highly automated vehicles, electric vehicles and shared mobility.',
    body: [
      'Automated vehicles could raise freeway capacity by 11 to 63 percent and reduce fatal crashes by 14 to 51 percent, depending on how quickly they are adopted and how they are operated.',
      'Electric vehicles change how transportation is funded, because fuel-tax revenue falls as fewer vehicles burn fuel. Shared mobility could change how many vehicles households own and how much curb space cities need.',
    ],
  },
  {
    route: '/long-term-planning/megatrend-consumption',
    title: 'Megatrend: Consumption Patterns',
    description: 'E-commerce and the automation of goods and services, and their effect on freight and travel.',
    keywords: ['e-commerce', 'consumption', 'freight', 'automation', 'megatrend'],
    heading: 'Megatrend: consumption patterns',
    intro:
      'How Virginians buy goods and services is changing travel on the roads: more deliveries, fewer shopping trips, and more automated warehouses and services.',
    body: [
      'E-commerce could reach as much as 31 percent of business-to-consumer sales, shifting trips from shoppers’ cars to delivery vans and trucks, often on neighbourhood streets.',
      'The automation of goods and services may change where jobs are located and when people travel.',
    ],
  },
  {
    route: '/long-term-planning/megatrend-sociodemographic',
    title: 'Megatrend: Socio-demographic Changes',
    description: 'An older population, flexible work and shifting population and jobs, and their effect on travel.',
    keywords: ['demographics', 'aging population', 'workplace flexibility', 'population shifts', 'megatrend'],
    heading: 'Megatrend: socio-demographic changes',
    intro: 'Who Virginians are, where they live and how they work are changing, and with them the trips the transportation system must serve.',
    body: [
      'The population aged 65 and over is growing, raising the importance of safe walking, transit and services for people who no longer drive.',
      'Professional services keep growing — Northern Virginia is projected to hold more than 60 percent of the state’s professional-services jobs — and workplace flexibility changes when and how often people commute.',
    ],
  },
  {
    route: '/long-term-planning/long-term-risk-register',
    title: 'Risk and Opportunity Register',
    description: 'The long-term register of trends that could change transportation in Virginia, and the indicators that track them.',
    keywords: ['risk register', 'opportunity register', 'LTROR', 'macrotrends', 'scenario planning'],
    heading: 'Risk and opportunity register',
    intro:
      'The Risk and Opportunity Register, adopted as policy in December 2021 and updated every year, lists the trends that could change transportation in Virginia over the next twenty years and more, with the indicators used to watch them.',
    body: [
      'Ten macrotrends sit under four megatrends. Each is studied in low, medium and high scenarios, so the Board can see which decisions hold up whatever the future brings. In 2021 the register listed nineteen items to monitor.',
    ],
  },
  {
    route: '/get-involved/meetings',
    title: 'Meetings',
    description: 'Public meetings, Board workshops and webinars about VTrans.',
    keywords: ['meetings', 'public involvement', 'CTB workshop', 'webinar'],
    heading: 'Meetings',
    intro:
      'VTrans is presented and discussed at Commonwealth Transportation Board meetings and at public meetings and webinars. The Board holds its workshop on the third Tuesday of the month and its action meeting on the third Wednesday.',
    body: [],
  },
  {
    route: '/get-involved/comment-periods',
    title: 'Public comment periods',
    description:
      'Formal comment periods on the statewide transportation plan: when each is open, and the record of every comment received and how it was answered.',
    keywords: ['comment period', 'public comment', 'response to comments', 'draft plan', 'public involvement'],
    heading: 'Public comment periods',
    intro:
      'Before the Commonwealth Transportation Board adopts the plan or one of its parts, the office asks for comments for a set time. Comments count however they reach us: on the website, by telephone, by letter, by e-mail or at a public meeting. When a period closes, its record shows every comment with the response to it.',
    body: [],
  },
  {
    route: '/get-involved/program-updates',
    title: 'Program Updates',
    description: 'News about VTrans and the GAP-TA program.',
    keywords: ['updates', 'news', 'VTrans', 'GAP-TA'],
    heading: 'Program updates',
    intro: 'News about the plan, its data and the GAP-TA program, newest first.',
    body: [],
  },
  {
    route: '/get-involved/frequently-asked-questions',
    title: 'Frequently Asked Questions',
    description: 'Answers to common questions about VTrans, its needs, InteractVTrans and GAP-TA.',
    keywords: ['FAQ', 'questions', 'VTrans', 'GAP-TA', 'InteractVTrans'],
    heading: 'Frequently asked questions',
    intro: 'Answers to the questions we hear most often. If yours is not here, please contact us.',
    body: [],
  },
  {
    route: '/get-involved/contact-us',
    title: 'Contact Us',
    description: 'How to reach the Office of Intermodal Planning and Investment about VTrans.',
    keywords: ['contact', 'OIPI', 'questions', 'accessibility assistance'],
    heading: 'Contact us',
    intro:
      'Questions about VTrans, GAP-TA or the data behind the plan? Send us a message and staff of the Office of Intermodal Planning and Investment will reply.',
    body: ['If you need a document in an accessible format, tell us which one and how you would like to receive it.'],
  },
  {
    // Issue 62: a federal-aid recipient's Title VI notice, with how to file a complaint. The office's
    // address, telephone and the contact form are added below the text by the page itself (from the
    // site's settings), so they are never out of date here.
    route: '/about/title-vi',
    title: 'Title VI: Your Civil Rights',
    description:
      'The Office of Intermodal Planning and Investment does not discriminate on the basis of race, color or national origin. Your rights, free language help, and how to file a complaint.',
    keywords: ['Title VI', 'civil rights', 'nondiscrimination', 'discrimination complaint', 'language assistance', 'interpreter'],
    heading: 'Title VI: your civil rights',
    intro:
      'The Office of Intermodal Planning and Investment (OIPI) does not exclude anyone from taking part in its programs and activities, deny anyone their benefits, or otherwise discriminate against anyone on the basis of race, color or national origin, as Title VI of the Civil Rights Act of 1964 requires.',
    body: [
      '## Your rights',
      'Title VI of the Civil Rights Act of 1964 forbids discrimination on the basis of race, color or national origin in any program or activity that receives federal funds. VTrans is prepared with federal transportation funds, so it covers everything OIPI does: the plan and its public comment periods, public meetings, GAP-TA technical assistance, and this website.',
      'Discrimination on the basis of national origin includes denying someone a fair chance to take part because of the language they speak.',
      '## Free help in your language',
      'You may ask for an interpreter, or for an important document in your language, at no cost. The pages people need most are written in Spanish on this site. Call us and ask for an interpreter: staff can explain a page or a document, take your comment by telephone, or send you a document in Spanish or in another format.',
      '## How to file a complaint',
      'If you believe that you, or a group of people, were discriminated against on the basis of race, color or national origin in any OIPI program, activity or service, you may file a complaint within 180 days of when it happened.',
      'Say what happened, when and where, who was involved, and how we can reach you. Send it to OIPI’s Title VI coordinator by letter, or through the contact form on this site. If you cannot write it down, call us: staff will write it down with you, with an interpreter if you need one.',
      'We will tell you in writing that we received your complaint, look into it, and tell you in writing what we found and what we will do. No one may be punished or treated worse for filing a complaint or for helping with one.',
      'You may also file a complaint directly with the Federal Highway Administration’s Office of Civil Rights, the Federal Transit Administration’s Office of Civil Rights, or the U.S. Department of Transportation’s Departmental Office of Civil Rights.',
    ],
  },
  {
    // Va. Code § 2.2-3803(B): what a public body's website collects, what automatically, its cookies
    // and why, and how the information is used. The cookies, the other companies' scripts and how long
    // addresses are held are listed by the page itself from the running site's settings (issue 62).
    route: '/about/privacy',
    title: 'Privacy Statement',
    description:
      'What this website collects, what it collects automatically, the cookies it sets and why, and how the information is used, as Virginia Code § 2.2-3803(B) requires.',
    keywords: ['privacy', 'privacy policy', 'cookies', 'personal information', 'Code of Virginia 2.2-3803'],
    heading: 'Privacy statement',
    intro:
      'This statement says what information this website collects, what it collects automatically when you visit, whether it places cookies on your device and why, and how the information is used, as section 2.2-3803(B) of the Code of Virginia requires.',
    body: [
      '## What you give us',
      'You do not have to give any personal information to read this site or download its documents and data. You give information only when you fill in a form: a comment (its words and the place it is about, and if you choose a name, which is shown with the comment, and an e-mail address, which is never shown); a message through the contact form; a request for a document in an accessible format; a sign-up for the newsletter or for alerts about localities; a GAP-TA application; a locality’s spatial data; or, for staff and locality users, an account.',
      '## What is collected automatically',
      'When your browser asks for a page, the site receives what every website receives: the address your device connects from (its IP address), the page asked for, and the description your browser gives of itself. The site keeps only what is listed below: how many times each document is downloaded each day, with no record of who downloaded it; the address your device connects from, for a short time, to stop one device from flooding a form or trying password after password; and, for a staff or locality account, the address and browser each sign-in came from, so that the account’s owner can see where they are signed in.',
      '## How the information is used',
      'A comment, with the name given with it, is public: it appears on the map, in the list of comments and in a comment period’s record, with staff’s response. An e-mail address is used only to send what you asked for — a receipt, staff’s reply, the newsletter, alerts, an answer to your message or request — and is never shown, sold or given to anyone else.',
      'What you send to the office is a public record and may be disclosed under the Virginia Freedom of Information Act, except what that Act allows the office to withhold. Records are kept and disposed of as the Library of Virginia’s records retention schedules require.',
      '## Cookies',
      'A cookie is a small file a website asks your browser to keep. This site sets none when you only read it. The cookies it can set, when and why, are listed below.',
    ],
  },
  {
    route: '/interactvtrans/map-explorer',
    title: 'Map Explorer',
    description: 'Explore VTrans data on a map of Virginia — corridors, urban development areas and mid-term needs — and comment where you travel.',
    keywords: ['InteractVTrans', 'map explorer', 'Corridors of Statewide Significance', 'Urban Development Areas', 'mid-term needs', 'public comment'],
    heading: 'Map Explorer',
    intro: 'Turn on the plan’s layers, click a feature to see its details, and leave a comment on the map.',
    body: [],
  },
  {
    route: '/interactvtrans/comments',
    title: 'Public Comments',
    description: 'Read the public’s comments on Virginia’s transportation needs and the staff responses, and leave your own without using the map.',
    keywords: ['InteractVTrans', 'public comment', 'transportation needs', 'staff response'],
    heading: 'Public comments',
    intro: 'Every comment left on the map, with staff responses. Filter the list, or add your own comment by choosing a locality instead of clicking the map.',
    body: [],
  },
  {
    route: '/interactvtrans/comments/new',
    title: 'Comment on a Place',
    description: 'Leave a comment about a road, street or place in Virginia from your phone or computer: find the place, drop a pin and tell us what you see.',
    keywords: ['InteractVTrans', 'public comment', 'map', 'phone', 'transportation needs'],
    heading: 'Comment on a place',
    intro: 'Find the place — a street, a road, a town, or where you are — tap the map to drop a pin, then tell us what you see there.',
    body: [],
  },
  {
    route: '/interactvtrans/about',
    title: 'About InteractVTrans',
    description: 'InteractVTrans is the online platform for the data behind VTrans: a map explorer, a data explorer and a way for localities to submit data.',
    keywords: ['InteractVTrans', 'about', 'VTrans data', 'OIPI'],
    heading: 'About InteractVTrans',
    intro:
      'InteractVTrans puts the data behind Virginia’s statewide transportation plan in one place, so residents, localities and partners can see what the plan sees.',
    body: [
      'The Map Explorer shows the plan’s layers — Corridors of Statewide Significance, Urban Development Areas and the mid-term needs — over Virginia’s 133 counties and independent cities, and lets anyone leave a comment on a place.',
      'Staff of the Office of Intermodal Planning and Investment read every comment, answer by e-mail when you leave an address, and use what you tell us in the next needs update.',
      'Localities can submit their own spatial data for review, so the plan works from the most current local information.',
    ],
  },
  {
    route: '/interactvtrans/available-datasets',
    title: 'Available Datasets',
    description: 'The datasets shown in the InteractVTrans Map Explorer, with their descriptions, sources and vector tile addresses.',
    keywords: ['InteractVTrans', 'datasets', 'GIS', 'vector tiles', 'open data'],
    heading: 'Available datasets',
    intro: 'Each dataset in the Map Explorer, where it comes from, and how to use it in your own GIS.',
    body: ['Every layer is served as Mapbox Vector Tiles, which QGIS, ArcGIS Pro and web maps can read directly from the address given for it.'],
  },
  {
    route: '/interactvtrans/tutorials/map-explorer',
    title: 'Map Explorer Tutorial',
    description:
      'How to use the InteractVTrans Map Explorer: layers, feature details, locality search, sharing a view and commenting, with a mouse or the keyboard.',
    keywords: ['InteractVTrans', 'map explorer', 'tutorial', 'how to', 'keyboard'],
    heading: 'Map Explorer tutorial',
    intro: 'A short guide to the Map Explorer: finding a place, turning layers on, reading a feature’s details, sharing what you see and leaving a comment.',
    body: [],
  },
  {
    route: '/interactvtrans/data-explorer',
    title: 'Data Explorer',
    description:
      'Charts of the data behind VTrans — population and employment by locality, travel markets, mid-term needs, Virginia by the numbers and freight flows — with tables and CSV downloads.',
    keywords: ['InteractVTrans', 'data explorer', 'population', 'employment', 'mid-term needs', 'travel markets', 'freight', 'charts'],
    heading: 'Data Explorer',
    intro:
      'Choose a dataset and filter it. Every chart has a table of the same figures beside it, a CSV download of exactly those rows, and a link you can share.',
    body: [],
  },
  {
    route: '/interactvtrans/tutorials/data-explorer',
    title: 'Data Explorer Tutorial',
    description: 'How to use the InteractVTrans Data Explorer: datasets, filters, tables, CSV downloads and shared links.',
    keywords: ['InteractVTrans', 'data explorer', 'tutorial', 'how to', 'CSV'],
    heading: 'Data Explorer tutorial',
    intro: 'A short guide to the Data Explorer: picking a dataset, filtering it, reading the figures and taking them with you.',
    body: [],
  },
  {
    route: '/interactvtrans/submit',
    title: 'Submit Data',
    description: 'Localities submit spatial data for VTrans: upload a layer, check it on a map, and follow its review.',
    keywords: ['InteractVTrans', 'submit data', 'localities', 'GIS', 'Shapefile', 'GeoJSON'],
    heading: 'Submit spatial data',
    intro:
      'Localities can send the layers VTrans should know about — sidewalks, bike lanes, growth areas, planned projects. Staff review each layer before it is published in the Map Explorer.',
    body: [`Upload ${acceptedSubmissionFormats}, up to 50 MB. The file is checked as soon as you choose it, and a preview shows where its features fall.`],
  },
  {
    route: '/newsletter',
    title: 'Newsletter',
    description: 'Sign up for VTrans news by email: four to six updates a year on the plan, GAP-TA and public comment.',
    keywords: ['newsletter', 'email updates', 'subscribe', 'VTrans news'],
    heading: 'Get VTrans news by email',
    intro: 'Four to six times a year we send a short note on where the plan stands, when GAP-TA applications open, and when you can comment.',
    body: [
      'We ask you to confirm your address before we send anything, and every email has a link to unsubscribe.',
      'We use your name and address only to send the newsletter and never share them.',
    ],
  },
  {
    route: '/documents-and-media',
    title: 'Documents and Media',
    description: 'The VTrans document library: plans, technical reports, guidance, briefings and data, searchable by words, tags, type and year.',
    keywords: ['documents', 'library', 'reports', 'VTrans', 'PDF'],
    heading: 'Documents and media',
    intro: 'Search the plan’s reports, guidance and briefings, or narrow the library by tag, type and year.',
    body: [],
  },
  {
    route: '/documents-and-media/automated-checks',
    title: 'How We Check PDFs for Accessibility',
    description: 'The automated accessibility checks every PDF in the VTrans library goes through, and what only a person can judge.',
    keywords: ['accessibility', 'PDF/UA', 'automated checks', 'screen reader', 'accessible PDF'],
    heading: 'How we check PDFs for accessibility',
    intro:
      'Every PDF in the library is checked by a program as soon as it is uploaded, against the machine-checkable rules of PDF/UA, the standard for accessible PDFs, and a few of our own.',
    body: [],
  },
  {
    route: '/hidden-library',
    title: 'Hidden Library',
    description: 'Documents shared by link with partners; they are not listed in the public library.',
    keywords: ['documents', 'partners'],
    heading: 'Hidden library',
    intro: 'Documents shared with partners by link. They do not appear in the public library or in site search.',
    body: [],
  },
  {
    route: '/archive/past-vtrans-plans',
    title: 'Previous VTrans Updates',
    description: 'Earlier editions of Virginia’s statewide transportation plan, from VTrans2025 to the 2019–2021 update.',
    keywords: ['past plans', 'VTrans2040', 'VTrans2035', 'VTrans2025', 'archive'],
    heading: 'Previous VTrans updates',
    intro: 'Each edition of VTrans has built on the last. These are the plans that came before the current one.',
    body: [
      'VTrans2025, approved in November 2004, was the first statewide multimodal plan. VTrans2035 followed in December 2009, with an update in 2013. VTrans2040 was developed between 2014 and 2018.',
      'The 2019–2021 update introduced the current structure: the mid-term needs, approved on January 15, 2020, and the strategic actions and Risk and Opportunity Register policy, adopted in December 2021.',
    ],
  },
];
