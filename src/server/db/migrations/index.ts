import type { Migration, MigrationProvider } from 'kysely/migration';
import { initial } from './001_initial';
import { notifications } from './002_notifications';
import { content } from './003_content';
import { outboxDelivery } from './004_outbox_delivery';
import { emailOwnership } from './005_email_ownership';
import { uploads } from './006_uploads';
import { tokenVersion } from './007_token_version';
import { accountThrottle } from './008_account_throttle';
import { projectWork } from './009_project_work';
import { deletedCustomer } from './010_deleted_customer';
import { growthIndexes } from './011_growth_indexes';
import { contentVersions } from './012_content_versions';
import { singleRecordVersions } from './013_single_record_versions';
import { notificationVersions } from './014_notification_versions';
import { versionNotices } from './015_version_notices';
import { tokenHolderVersion } from './016_token_holder_version';
import type { Engine } from './frozen/columns';

// Code-based so that the compiled server and the tests run exactly the same list; the names sort
// in the order Kysely applies them.
const MIGRATIONS: Record<string, (engine: Engine) => Migration> = {
  '001_initial': initial,
  '002_notifications': notifications,
  '003_content': content,
  '004_outbox_delivery': outboxDelivery,
  '005_email_ownership': emailOwnership,
  '006_uploads': uploads,
  '007_token_version': tokenVersion,
  '008_account_throttle': accountThrottle,
  '009_project_work': projectWork,
  '010_deleted_customer': deletedCustomer,
  '011_growth_indexes': growthIndexes,
  '012_content_versions': contentVersions,
  '013_single_record_versions': singleRecordVersions,
  '014_notification_versions': notificationVersions,
  '015_version_notices': versionNotices,
  '016_token_holder_version': tokenHolderVersion,
};

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(engine)])),
  };
}
