// The benches' own projects, written with plain SQL after the server has migrated and seeded the
// database: the same rows on both engines, parameters in each driver's own style.

export const BENCH_WORDS = ['Analytics', 'Migration', 'Audit', 'Roll-out', 'Cloud'];

export const PROJECT_COLUMNS =
  'name, description, status, customer_id, service_id, budget, currency, start_date, end_date, is_available_for_application, created_at, updated_at';

/** The values of bench project `i`, in PROJECT_COLUMNS order. */
export function projectRow(i, customerId, serviceId, now) {
  const word = BENCH_WORDS[i % BENCH_WORDS.length];
  return [
    `Bench project ${i} ${word}`,
    `A benchmark project about ${word.toLowerCase()} for customer number ${i % 97}.`,
    ['Pending', 'Active', 'Completed'][i % 3],
    customerId,
    serviceId,
    String(10000 + i),
    'TRY',
    '2026-01-01',
    null,
    i % 2,
    now,
    now,
  ];
}

/** The demo customer and the first service, which the bench projects belong to (better-sqlite3). */
export function projectOwners(db) {
  return {
    customer: db.prepare("select id from users where email = 'customer@example.com'").get().id,
    service: db.prepare('select min(id) as id from services').get().id,
  };
}

/** `count` bench projects through an open better-sqlite3 database; the caller holds the transaction. */
export function insertProjects(db, count, now = new Date().toISOString()) {
  const { customer, service } = projectOwners(db);
  const insert = db.prepare(`insert into projects (${PROJECT_COLUMNS}) values (${'?,'.repeat(11)}?)`);
  for (let i = 0; i < count; i += 1) insert.run(...projectRow(i, customer, service, now));
}
