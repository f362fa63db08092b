// The demo firm at work: who the customers are, which projects run, and what happened on them.
// Days are offsets from the moment of seeding (negative: in the past).

type Level = 'Beginner' | 'Intermediate' | 'Expert';
type Status = 'Pending' | 'Active' | 'OnHold' | 'Completed' | 'Cancelled';
type Priority = 'Low' | 'Medium' | 'High';

export const DEMO_CUSTOMERS = [
  { email: 'zeynep.aksoy@example.com', userName: 'zeynep.aksoy', name: 'Zeynep', surname: 'Aksoy' },
  { email: 'oliver.smith@example.com', userName: 'oliver.smith', name: 'Oliver', surname: 'Smith' },
];

/**
 * When each demo person joined (days before the first start), so that the sign-ups of the admin
 * dashboard show a firm that grew over weeks; applicants joined a day before they applied.
 */
export const DEMO_JOINED: Record<string, number> = {
  'admin@example.com': -90,
  'consultant@example.com': -75,
  'ayse.demir@example.com': -70,
  'mehmet.kaya@example.com': -64,
  'customer@example.com': -52,
  'elena.rossi@example.com': -48,
  'james.carter@example.com': -33,
  'zeynep.aksoy@example.com': -26,
  'sam.taylor@example.com': -19,
  'oliver.smith@example.com': -11,
  'lucas.martin@example.com': -6,
  'deniz.yildiz@example.com': -3,
};

/** People who applied to join the firm, in each state of an application. */
export const DEMO_APPLICANTS: Array<{
  email: string;
  userName: string;
  name: string;
  surname: string;
  specialization: string;
  bio: string;
  yearsOfExperience: number;
  status: 'Pending' | 'Rejected';
  appliedDay: number;
  adminNotes?: string;
  expertise: Array<[string, Level, number]>;
}> = [
  {
    email: 'deniz.yildiz@example.com',
    userName: 'deniz.yildiz',
    name: 'Deniz',
    surname: 'Yıldız',
    specialization: 'Cybersecurity',
    bio: 'Security architect; ISO 27001 lead auditor with a background in banking.',
    yearsOfExperience: 10,
    status: 'Pending',
    appliedDay: -2,
    expertise: [['Cybersecurity', 'Expert', 10]],
  },
  {
    email: 'lucas.martin@example.com',
    userName: 'lucas.martin',
    name: 'Lucas',
    surname: 'Martin',
    specialization: 'SAP Finance',
    bio: 'SAP FI/CO consultant who has run six S/4HANA finance migrations.',
    yearsOfExperience: 7,
    status: 'Pending',
    appliedDay: -5,
    expertise: [
      ['SAP FI/CO', 'Expert', 7],
      ['ERP Implementation', 'Intermediate', 4],
    ],
  },
  {
    email: 'sam.taylor@example.com',
    userName: 'sam.taylor',
    name: 'Sam',
    surname: 'Taylor',
    specialization: 'Social Media Marketing',
    bio: 'Runs social media campaigns for consumer brands.',
    yearsOfExperience: 3,
    status: 'Rejected',
    appliedDay: -18,
    adminNotes: 'Thank you for applying. We do not offer marketing services at the moment.',
    expertise: [['Social Media', 'Intermediate', 3]],
  },
];

export interface DemoProject {
  name: string;
  description: string;
  status: Status;
  /** An e-mail of the demo customer or of DEMO_CUSTOMERS. */
  customer: 'demo' | string;
  service: string;
  budget: number;
  currency: string;
  startDay: number;
  endDay: number;
  available: boolean;
  /** Consultant e-mails; the first is the leader. 'demo' is the demo consultant. */
  team: string[];
  updates: Array<{ day: number; title: string; content: string }>;
  metrics: Array<{ name: string; unit: string; target: number | null; values: Array<[number, number]> }>;
  tasks: Array<{ name: string; priority: Priority; dueDay: number | null; doneDay?: number; to?: number }>;
}

export const DEMO_WORK: DemoProject[] = [
  {
    name: 'Retail Analytics Platform',
    description:
      'One data platform for sales, stock and loyalty data, with dashboards for every store manager.',
    status: 'Active',
    customer: 'demo',
    service: 'Data & Analytics',
    budget: 180000,
    currency: 'EUR',
    startDay: -45,
    endDay: 75,
    available: false,
    team: ['ayse.demir@example.com', 'demo'],
    updates: [
      {
        day: -40,
        title: 'Kick-off held',
        content: 'Scope, data sources and the first dashboards agreed with the store operations team.',
      },
      {
        day: -26,
        title: 'Sales data connected',
        content: 'Point-of-sale data from all 42 stores now lands in the warehouse every night.',
      },
      {
        day: -12,
        title: 'First dashboards live',
        content: 'Store managers in the pilot region use the daily sales and stock dashboards.',
      },
      {
        day: -3,
        title: 'Loyalty data in progress',
        content: 'The loyalty system export is being mapped; two fields still need the vendor’s answer.',
      },
    ],
    metrics: [
      {
        name: 'Dashboards delivered',
        unit: 'dashboards',
        target: 12,
        values: [
          [-35, 1],
          [-28, 3],
          [-21, 4],
          [-14, 6],
          [-7, 7],
        ],
      },
      {
        name: 'Data sources connected',
        unit: 'sources',
        target: 5,
        values: [
          [-30, 1],
          [-20, 2],
          [-10, 3],
        ],
      },
    ],
    tasks: [
      { name: 'Map loyalty export fields', priority: 'High', dueDay: 4, to: 0 },
      { name: 'Stock dashboard for regional managers', priority: 'Medium', dueDay: 12, to: 1 },
      { name: 'Train pilot store managers', priority: 'Medium', dueDay: -9, doneDay: -10, to: 1 },
      { name: 'Nightly load monitoring', priority: 'Low', dueDay: null, to: 0 },
      { name: 'Connect point-of-sale data', priority: 'High', dueDay: -25, doneDay: -26, to: 0 },
    ],
  },
  {
    name: 'Warehouse Automation Roadmap',
    description: 'A roadmap for scanning, picking and yard automation across three warehouses.',
    status: 'OnHold',
    customer: 'zeynep.aksoy@example.com',
    service: 'IT Strategy & Architecture',
    budget: 62000,
    currency: 'USD',
    startDay: -70,
    endDay: 20,
    available: false,
    team: ['james.carter@example.com', 'mehmet.kaya@example.com'],
    updates: [
      {
        day: -60,
        title: 'Site visits done',
        content: 'All three warehouses visited; current processes documented.',
      },
      {
        day: -21,
        title: 'On hold at the customer’s request',
        content: 'Paused until the new financial year’s budget is approved.',
      },
    ],
    metrics: [
      {
        name: 'Processes documented',
        unit: 'processes',
        target: 30,
        values: [
          [-55, 12],
          [-40, 22],
        ],
      },
    ],
    tasks: [
      { name: 'Document yard processes', priority: 'Medium', dueDay: -45, doneDay: -44, to: 0 },
      { name: 'Vendor short list', priority: 'High', dueDay: 15, to: 1 },
    ],
  },
  {
    name: 'Finance System Upgrade',
    description: 'Upgrade of the finance system with a new chart of accounts and monthly close in five days.',
    status: 'Completed',
    customer: 'oliver.smith@example.com',
    service: 'ERP Implementation',
    budget: 95000,
    currency: 'GBP',
    startDay: -150,
    endDay: -20,
    available: false,
    team: ['elena.rossi@example.com', 'demo'],
    updates: [
      {
        day: -140,
        title: 'Plan approved',
        content: 'Migration plan and cut-over date approved by the finance director.',
      },
      {
        day: -60,
        title: 'Parallel run passed',
        content: 'Two months of parallel running reconciled to the penny.',
      },
      { day: -22, title: 'Project closed', content: 'Cut-over done; month-end close took four days.' },
    ],
    metrics: [
      {
        name: 'Days to close the month',
        unit: 'days',
        target: 5,
        values: [
          [-120, 11],
          [-90, 9],
          [-60, 7],
          [-25, 4],
        ],
      },
    ],
    tasks: [
      { name: 'New chart of accounts', priority: 'High', dueDay: -100, doneDay: -102, to: 0 },
      { name: 'Parallel run', priority: 'High', dueDay: -60, doneDay: -60, to: 1 },
      { name: 'Cut-over', priority: 'High', dueDay: -25, doneDay: -24, to: 0 },
    ],
  },
  {
    name: 'Mobile Field Service App',
    description:
      'A mobile app for field technicians; cancelled when the customer chose an off-the-shelf product.',
    status: 'Cancelled',
    customer: 'zeynep.aksoy@example.com',
    service: 'Digital Transformation',
    budget: 40000,
    currency: 'USD',
    startDay: -100,
    endDay: -50,
    available: false,
    team: [],
    updates: [],
    metrics: [],
    tasks: [],
  },
  {
    name: 'Agile Transformation Programme',
    description: 'Coaching four delivery teams into a quarterly planning rhythm.',
    status: 'Pending',
    customer: 'oliver.smith@example.com',
    service: 'Project Management',
    budget: 56000,
    currency: 'GBP',
    startDay: 21,
    endDay: 140,
    available: true,
    team: [],
    updates: [],
    metrics: [],
    tasks: [],
  },
];

/** Updates, metrics and tasks for the two projects the content seed created. */
export const DEMO_EXISTING_WORK: Record<string, Pick<DemoProject, 'updates' | 'metrics' | 'tasks'>> = {
  'ERP Roll-out for Manufacturing': {
    updates: [
      {
        day: -55,
        title: 'Blueprint signed off',
        content: 'Processes for finance, purchasing and stock agreed for both plants.',
      },
      {
        day: -33,
        title: 'Data migration rehearsal',
        content: 'First rehearsal loaded 98% of open orders; the rest need cleansing.',
      },
      {
        day: -8,
        title: 'Plant 1 go-live planned',
        content: 'Go-live for plant 1 set for the first week of next month.',
      },
    ],
    metrics: [
      {
        name: 'Modules live',
        unit: 'modules',
        target: 8,
        values: [
          [-42, 1],
          [-28, 2],
          [-14, 4],
          [-4, 5],
        ],
      },
      {
        name: 'Budget used',
        unit: '%',
        target: 100,
        values: [
          [-42, 18],
          [-28, 31],
          [-14, 44],
          [-4, 52],
        ],
      },
    ],
    tasks: [
      { name: 'Cleanse open purchase orders', priority: 'High', dueDay: 3, to: 0 },
      { name: 'Key-user training, plant 1', priority: 'Medium', dueDay: 10, to: 0 },
      { name: 'Cut-over checklist', priority: 'High', dueDay: 18, to: 0 },
      { name: 'Blueprint workshops', priority: 'Medium', dueDay: -56, doneDay: -55, to: 0 },
      { name: 'Migration rehearsal 1', priority: 'High', dueDay: -34, doneDay: -33, to: 0 },
    ],
  },
};

/** A consultant's pending application to a project open for applications. */
export const DEMO_PROJECT_APPLICATIONS = [
  {
    project: 'Cloud Migration Assessment',
    consultant: 'mehmet.kaya@example.com',
    day: -1,
    message: 'I led three assessments of this kind on Azure last year and would like to join.',
  },
  {
    project: 'Agile Transformation Programme',
    consultant: 'elena.rossi@example.com',
    day: -4,
    message: 'Agile coaching is my daily work; I can start in three weeks.',
  },
];
