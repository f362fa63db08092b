import { EMAIL_LENGTH } from './email';
import { PASSWORD_LENGTH } from './password';
import { oneTo, upTo, type Length } from './text';

/**
 * The length of every text field the API accepts, by entity. The server's schemas and the client's
 * forms both read these, so a form refuses exactly what the server would.
 */
export const FIELD = {
  account: {
    userName: { min: 3, max: 50 },
    email: EMAIL_LENGTH,
    name: oneTo(100),
    surname: oneTo(100),
    phoneNumber: upTo(30),
    photo: upTo(500),
    password: PASSWORD_LENGTH,
  },
  /** The administration of people (docs/requirements.md#users). */
  users: {
    search: upTo(100),
  },
  service: {
    title: oneTo(200),
    slug: upTo(80),
    shortDescription: upTo(500),
    description: upTo(20000),
    /** An MUI icon name, e.g. 'Cloud'. */
    icon: upTo(100),
    imageUrl: upTo(500),
  },
  /** A feature or benefit of a service. */
  serviceItem: {
    name: oneTo(200),
    description: upTo(2000),
  },
  /** A slug read from a page's address (/services/{slug}, /consultants/{slug}). */
  pageAddress: {
    slug: oneTo(100),
  },
  consultant: {
    search: upTo(100),
    expertise: upTo(100),
    specialization: oneTo(200),
    bio: upTo(5000),
    linkedInUrl: upTo(500),
    image: upTo(500),
    adminNotes: upTo(2000),
  },
  /** One area of a consultant's expertise. */
  expertise: {
    name: oneTo(100),
  },
  project: {
    name: oneTo(200),
    description: upTo(10000),
    currency: upTo(3),
    date: upTo(40),
    search: upTo(100),
  },
  projectUpdate: {
    title: oneTo(200),
    content: oneTo(10000),
  },
  projectMetric: {
    name: oneTo(100),
    unit: upTo(30),
  },
  /** A consultant's message when applying to work on a project. */
  projectApplication: {
    message: upTo(2000),
  },
  task: {
    taskName: oneTo(200),
    description: upTo(5000),
    dueDate: upTo(40),
    search: upTo(100),
  },
  projectRequest: {
    requestTitle: oneTo(200),
    /** Ten characters at least, so that a quote says what it is about. */
    description: { min: 10, max: 5000 },
    currency: upTo(3),
    desiredStartDate: upTo(40),
    contactName: oneTo(200),
    email: EMAIL_LENGTH,
    phoneNumber: upTo(30),
    company: upTo(200),
    adminNotes: upTo(2000),
    /** The admin queue's search over title, contact, e-mail and company. */
    search: upTo(100),
  },
  aboutUs: {
    title: oneTo(200),
    content: upTo(20000),
    mission: upTo(5000),
    vision: upTo(5000),
    values: upTo(5000),
    imageCaption: upTo(300),
  },
  homepage: {
    heroTitle: oneTo(200),
    heroSubtitle: upTo(500),
    heroImageUrl: upTo(500),
    ctaText: upTo(100),
    ctaLink: upTo(500),
  },
  siteSettings: {
    /** Required: the top bar shows it. */
    siteName: oneTo(100),
    siteTitle: upTo(200),
    siteDescription: upTo(1000),
    companyName: upTo(200),
    companySlogan: upTo(300),
    companyEmail: upTo(254),
    companyPhone: upTo(50),
    companyAddress: upTo(500),
    faviconUrl: upTo(500),
    logoText: upTo(4),
    logoBgColor: upTo(50),
    socialLinkedIn: upTo(500),
    socialTwitter: upTo(500),
    socialFacebook: upTo(500),
    socialInstagram: upTo(500),
    keywords: upTo(1000),
  },
  currency: {
    code: oneTo(16),
  },
} as const satisfies Record<string, Record<string, Length>>;
