// Word lists for the sample data. Each role belongs to one job area, so titles and area tags agree.

export const JOB_AREAS = {
  Engineering: [
    'Frontend Engineer',
    'Backend Engineer',
    'Full Stack Engineer',
    'Mobile Engineer',
    'DevOps Engineer',
    'Site Reliability Engineer',
    'QA Engineer',
    'Security Engineer',
  ],
  Design: ['Product Designer', 'UX Researcher', 'UI Designer', 'Brand Designer'],
  Product: ['Product Manager', 'Product Owner', 'Technical Product Manager'],
  Data: ['Data Analyst', 'Data Engineer', 'Data Scientist', 'Machine Learning Engineer'],
  Marketing: ['Content Marketer', 'Growth Marketer', 'SEO Specialist', 'Marketing Manager'],
  Sales: ['Account Executive', 'Sales Development Representative', 'Account Manager'],
  'Customer Success': ['Customer Success Manager', 'Support Specialist', 'Onboarding Specialist'],
  Operations: ['Operations Manager', 'Recruiter', 'Finance Analyst', 'Office Manager'],
} as const satisfies Record<string, readonly string[]>;

export type JobArea = keyof typeof JOB_AREAS;
export const AREA_NAMES = Object.keys(JOB_AREAS) as JobArea[];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Remote', 'Hybrid', 'Internship'] as const;

/** Seniority prefixes by track; the empty one keeps plain titles such as "Product Designer". */
export const SENIORITIES = {
  technical: ['', 'Junior', 'Senior', 'Senior', 'Lead', 'Staff', 'Principal'],
  general: ['', 'Junior', 'Senior', 'Senior', 'Lead'],
  manager: ['', '', 'Senior'],
} as const;
export const TECHNICAL_AREAS: readonly JobArea[] = ['Engineering', 'Data', 'Design'];
/** Internships go only to plain or junior roles. */
export const ENTRY_LEVELS: readonly string[] = ['', 'Junior'];

export const FIRST_NAMES = [
  'Aisha', 'Alejandro', 'Amara', 'Amelia', 'Andrea', 'Anika', 'Arjun', 'Ben', 'Camila', 'Carlos',
  'Chen', 'Chloe', 'Daniel', 'David', 'Diego', 'Elena', 'Elif', 'Emily', 'Emma', 'Ethan',
  'Fatima', 'Felix', 'Gabriel', 'Grace', 'Hana', 'Hannah', 'Hiro', 'Isabel', 'Ivan', 'Jack',
  'James', 'Jamal', 'Jonas', 'José', 'Julia', 'Kai', 'Karim', 'Laura', 'Leila', 'Liam',
  'Lucas', 'Lucía', 'Maya', 'Mateo', 'Mei', 'Mia', 'Noah', 'Nora', 'Olivia', 'Omar',
  'Priya', 'Rafael', 'Rohan', 'Ruth', 'Sakura', 'Samuel', 'Sara', 'Sofia', 'Tariq', 'Thomas',
  'Tomás', 'Valentina', 'Wei', 'Yusuf', 'Zara', 'Zoë',
] as const;

export const LAST_NAMES = [
  'Adeyemi', 'Ahmed', 'Andersson', 'Bauer', 'Becker', 'Brown', 'Castillo', 'Chen', 'Costa', 'Dubois',
  'Fernández', 'Fischer', 'García', 'Gupta', 'Hansen', 'Hernández', 'Ibrahim', 'Ito', 'Jansen', 'Johnson',
  'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Lee', 'Lopez', 'Martin', 'Müller', 'Nakamura', 'Nguyen',
  'Novak', "O'Brien", 'Okafor', 'Patel', 'Petrov', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh',
  'Smith', 'Sørensen', 'Tanaka', 'Taylor', 'Thompson', 'Tran', 'Walker', 'Wang', 'Williams', 'Wilson',
  'Yamamoto', 'Yilmaz', 'Zhang', 'Zimmermann',
] as const;

/** Reserved example domains, so no sample address can reach a real mailbox. */
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'] as const;
