import { Check, ChevronDown, LogOut, Settings, User } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@irrigo/router';
import { LANGUAGES } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import { logOut } from '@irrigo/session';
import { toast, visuallyHidden } from '@irrigo/ui';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@irrigo/ui/dropdown-menu';
import { ADMIN_LOGIN_PATH, TECH_LOGIN_PATH } from '../app/access.js';
import type { ShellUser } from '../app/shell-user.js';
import styles from './TopBar.module.css';

const PROFILE_PATH = '/profile';
const SETTINGS_PATH = '/settings';

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Profile, Settings, the interface language and Sign out (spec §2 "Shell"). */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation(['shell', 'common']);
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    await logOut(queryClient);
    toast({ title: t('userMenu.signedOut'), variant: 'success' });
    // Office roles sign in again at the admin login, technicians at theirs (spec §4).
    navigate(user.role === 'technician' ? TECH_LOGIN_PATH : ADMIN_LOGIN_PATH, { replace: true });
  };
  const openProfile = () => navigate(PROFILE_PATH);
  const openSettings = () => navigate(SETTINGS_PATH);

  return (
    <DropdownMenu>
      {/* The name comes from the text, not aria-label: the spoken name then holds the visible one (WCAG 2.5.3). */}
      <DropdownMenuTrigger className={styles.userButton}>
        <span className={visuallyHidden}>{t('userMenu.open', { name: user.name })}</span>
        <span aria-hidden className={styles.avatar}>
          {initialsOf(user.name)}
        </span>
        <span aria-hidden className={styles.userName}>
          {user.name}
        </span>
        <ChevronDown aria-hidden size={16} className={styles.chevron} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className={styles.menu}>
        <DropdownMenuLabel>
          <span className={styles.menuName}>{user.name}</span>
          <span className={styles.menuDetail}>{user.email}</span>
          <span className={styles.menuDetail}>{t(`roles.${user.role}`)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openProfile}>
          <User aria-hidden size={18} />
          {t('userMenu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={openSettings}>
          <Settings aria-hidden size={18} />
          {t('userMenu.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-label={t('common:language.label')}>
          <DropdownMenuLabel className={styles.menuSectionLabel}>{t('common:language.label')}</DropdownMenuLabel>
          {LANGUAGES.map((option) => (
            <DropdownMenuItem key={option} lang={option} onSelect={() => void setLanguage(option)}>
              <Check aria-hidden size={18} className={option === language ? undefined : styles.hiddenCheck} />
              {t(`common:language.${option}`)}
              {option === language && <span className={visuallyHidden}>{t('userMenu.currentLanguage')}</span>}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => void signOut()}>
          <LogOut aria-hidden size={18} />
          {t('common:actions.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
