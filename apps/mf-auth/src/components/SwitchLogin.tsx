import { Link } from '@irrigo/router';
import { Button, CardFooter } from '@irrigo/ui';
import styles from './AuthForm.module.css';

export interface SwitchLoginProps {
  /** Short question before the link ("Are you a field technician?"), already translated. */
  prompt: string;
  to: string;
  label: string;
}

/** The card's footer link to the other kind of sign-in, so nobody is stuck on the wrong screen. */
export function SwitchLogin({ prompt, to, label }: SwitchLoginProps) {
  return (
    <CardFooter className={styles.footer}>
      <span className={styles.prompt}>{prompt}</span>
      <Button asChild variant="ghost">
        <Link to={to}>{label}</Link>
      </Button>
    </CardFooter>
  );
}
