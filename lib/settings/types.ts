// Response contracts of the settings and My data API (server/users/settings-serialize.ts and
// server/my-data/serialize.ts build them). Never a password hash, a token or another user's data.
import type { Locale } from '@/lib/i18n/locales';
import type { PasswordPolicy } from '@/lib/password-policy';
import type { Role } from '@/lib/roles';

export interface SettingsAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** GET/PUT /api/users/{id}/settings: the account as the settings form edits it, and what the form shows. */
export interface UserSettings {
  id: number;
  email: string;
  role: Role;
  promotion_id: number | null;
  location_id: number | null;
  sso_identifier: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  /** The language chosen in Settings or the account menu; null: automatic (the promotion's, then the browser's). */
  locale: Locale | null;
  profile: {
    first_name: string;
    last_name: string;
    image_url: string | null;
    gender: string | null;
    /** YYYY-MM-DD */
    birthday: string | null;
    phone: string | null;
    address: SettingsAddress | null;
    time_zone: string | null;
  };
  /** Which optional fields the user's promotion displays (its is_*_displayed flags). */
  fields: { gender: boolean; birthday: boolean; phone: boolean; address: boolean; time_zone: boolean; location: boolean };
  /** Password fields are hidden for SSO or launchpad promotions. */
  password: { changeable: boolean; requires_current: boolean; policy: PasswordPolicy };
  /** The locations of the user's promotion (when it displays them). */
  locations: { id: number; name: string }[];
  /** Whether the account has device integrations to show (the Devices tab is hidden otherwise). */
  devices_enabled: boolean;
}

export interface SettingsSaved {
  user: UserSettings;
  /** The user's other sessions that the change ended (password or email changed). */
  sessions_ended: number;
}

export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed';

/** POST/GET /api/users/me/data_exports[/{id}]. */
export interface DataExport {
  id: string;
  status: DataExportStatus;
  progress: number;
  file_name: string | null;
  byte_size: number | null;
  created_at: string;
  expires_at: string;
  /** Present when ready: the owner's download path. */
  download_url: string | null;
}

export interface AccountDeleted {
  deleted: true;
}
