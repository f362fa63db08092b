// Demo content for a fresh install with SEED_DEMO (the default).

export const DEMO_SERVICES = [
  {
    title: 'Digital Transformation',
    icon: 'AutoAwesome',
    shortDescription: 'Rethink processes and customer journeys around modern digital tools.',
    description:
      'We assess where you stand, define a realistic roadmap and guide your teams through the change, from quick wins to new operating models.',
    features: ['Digital maturity assessment', 'Transformation roadmap', 'Change management'],
    benefits: ['Faster time to market', 'Lower operating costs', 'Better customer experience'],
  },
  {
    title: 'ERP Implementation',
    icon: 'Inventory',
    shortDescription: 'Select, implement and roll out ERP systems that fit your business.',
    description:
      'From vendor selection to go-live and hypercare, we run ERP programmes for finance, supply chain and manufacturing.',
    features: ['Vendor selection', 'Process design and fit-gap analysis', 'Data migration and cut-over'],
    benefits: ['One source of truth', 'Streamlined operations', 'Real-time reporting'],
  },
  {
    title: 'Project Management',
    icon: 'Assignment',
    shortDescription: 'Experienced project managers who deliver on time and on budget.',
    description:
      'Our certified project managers bring structure, transparency and control to complex programmes, using agile or traditional methods.',
    features: ['PMO setup', 'Agile coaching', 'Risk and budget control'],
    benefits: ['Predictable delivery', 'Clear status at every stage', 'Fewer surprises'],
  },
  {
    title: 'IT Strategy & Architecture',
    icon: 'AccountTree',
    shortDescription: 'Align technology investments with your business goals.',
    description:
      'We design target architectures, rationalise application landscapes and build IT strategies that the board understands.',
    features: ['IT strategy and governance', 'Enterprise architecture', 'Application portfolio review'],
    benefits: ['Focused IT spending', 'Reduced technical debt', 'Scalable foundations'],
  },
  {
    title: 'Data & Analytics',
    icon: 'Insights',
    shortDescription: 'Turn your data into decisions with modern analytics platforms.',
    description:
      'We build data platforms, dashboards and governance so that every team works from reliable, timely figures.',
    features: ['Data platform design', 'BI dashboards', 'Data governance'],
    benefits: ['Decisions based on facts', 'Trusted figures', 'Self-service reporting'],
  },
  {
    title: 'Cloud Migration',
    icon: 'Cloud',
    shortDescription: 'Move workloads to the cloud securely and cost-effectively.',
    description:
      'We plan and execute migrations to AWS, Azure and Google Cloud, with landing zones, security baselines and cost management.',
    features: ['Cloud readiness assessment', 'Landing zone setup', 'Workload migration'],
    benefits: ['Elastic capacity', 'Lower infrastructure costs', 'Improved resilience'],
  },
];

export const DEMO_ABOUT = {
  title: 'About Us',
  content:
    'We are an independent consultancy based in Istanbul, helping companies across Turkey and Europe plan and deliver digital transformation, ERP and IT programmes. Our consultants combine industry experience with hands-on delivery.',
  mission: 'To help our clients turn technology into lasting business results.',
  vision: 'To be the most trusted partner for digital transformation in the region.',
  values: 'Integrity, expertise, collaboration and a commitment to measurable results.',
};

export const DEMO_HOMEPAGE = {
  heroTitle: 'Professional Consulting Services',
  heroSubtitle: 'Digital transformation, ERP and IT consulting from experienced experts.',
  heroImageUrl: '',
  ctaText: 'Get a Quote',
  ctaLink: '/request',
  stats: { yearsInBusiness: 12, projectsCompleted: 240, clientsServed: 85, consultantsCount: 5 },
};

type Level = 'Beginner' | 'Intermediate' | 'Expert';

export const DEMO_CONSULTANTS: Array<{
  email: string;
  userName: string;
  name: string;
  surname: string;
  specialization: string;
  bio: string;
  yearsOfExperience: number;
  expertise: Array<[string, Level, number]>;
}> = [
  {
    email: 'ayse.demir@example.com',
    userName: 'ayse.demir',
    name: 'Ayşe',
    surname: 'Demir',
    specialization: 'Data & Analytics',
    bio: 'Builds data platforms and BI programmes for retail and finance.',
    yearsOfExperience: 11,
    expertise: [
      ['Data & Analytics', 'Expert', 11],
      ['Power BI', 'Expert', 7],
    ],
  },
  {
    email: 'mehmet.kaya@example.com',
    userName: 'mehmet.kaya',
    name: 'Mehmet',
    surname: 'Kaya',
    specialization: 'Cloud Migration',
    bio: 'Moves enterprise workloads to Azure and AWS with a focus on security.',
    yearsOfExperience: 9,
    expertise: [
      ['Cloud Migration', 'Expert', 9],
      ['Azure', 'Expert', 6],
    ],
  },
  {
    email: 'elena.rossi@example.com',
    userName: 'elena.rossi',
    name: 'Elena',
    surname: 'Rossi',
    specialization: 'Project Management',
    bio: 'Certified PMP and agile coach who has led programmes across Europe.',
    yearsOfExperience: 14,
    expertise: [
      ['Project Management', 'Expert', 14],
      ['Agile Coaching', 'Intermediate', 5],
    ],
  },
  {
    email: 'james.carter@example.com',
    userName: 'james.carter',
    name: 'James',
    surname: 'Carter',
    specialization: 'IT Strategy & Architecture',
    bio: 'Enterprise architect who helps boards shape their IT strategy.',
    yearsOfExperience: 16,
    expertise: [
      ['IT Strategy & Architecture', 'Expert', 16],
      ['Digital Transformation', 'Intermediate', 4],
    ],
  },
];

/** The demo consultant's own expertise (the account itself comes from seed.ts). */
export const DEMO_CONSULTANT_EXPERTISE: Array<[string, Level, number]> = [
  ['ERP Implementation', 'Expert', 8],
  ['Digital Transformation', 'Intermediate', 5],
];
