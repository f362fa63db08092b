import { test, expect } from './fixtures';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

test('a visitor browses the expertise areas and finds a consultant by name', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Expertise' })).toBeVisible();
  await page.getByRole('link', { name: /ERP Implementation/ }).click();

  await expect(page).toHaveURL(/\/services\/erp-implementation$/);
  await expect(page.getByRole('heading', { level: 1, name: /ERP Implementation/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Features' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
    'href',
    /\/request\?service=\d+$/,
  );

  await page.getByRole('banner').getByRole('link', { name: 'Our Experts' }).click();
  await expect(page).toHaveURL(/\/consultants$/);
  await expect(page.getByRole('link', { name: /Ayşe Demir/ })).toBeVisible();
  const searched = page.waitForRequest((r) => r.url().includes('/api/consultants?search=Demir'));
  await page.getByRole('searchbox', { name: 'Search consultants' }).fill('Demir');
  await searched;
  await expect(page.getByRole('link', { name: /Connor Consultant/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Ayşe Demir/ }).click();

  await expect(page).toHaveURL(/\/consultants\/ayse-demir$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ayşe Demir' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expertise' })).toBeVisible();
  await page.getByRole('link', { name: 'View projects' }).click();
  await expect(page).toHaveURL(/\/consultants\/\d+\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('an admin creates a service and a visitor sees it on /services', async ({ page, browser, baseURL }) => {
  const title = `Sustainability Advisory ${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The admin's own list was cached on the home page: the write must invalidate it.
  await expect(page.getByRole('region', { name: 'Our Expertise' }).getByRole('link').first()).toBeVisible();
  await page.goto('/dashboard/services');
  await expect(page.getByRole('table', { name: 'Services' })).toBeVisible();
  await page.getByRole('button', { name: 'New service' }).click();
  const dialog = page.getByRole('dialog', { name: 'New service' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Short description').fill('Plan and report on environmental goals.');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('We set measurable targets and report on them every quarter.');
  await dialog.getByLabel('Icon name').fill('Lightbulb');
  await dialog.getByLabel('Display order').fill('99');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Services' }).getByText(title)).toBeVisible();
  await expect(page.getByText('Service created.')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Our Expertise' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/services');
    await visitor.getByRole('link', { name: new RegExp(title) }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
    await expect(visitor.getByText('Plan and report on environmental goals.')).toBeVisible();
    await expect(
      visitor.getByText('We set measurable targets and report on them every quarter.'),
    ).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
