import type { ComponentProps } from 'react';
import { cx } from '../class-names.js';
import styles from './Card.module.css';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cx(styles.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'header'>) {
  return <header className={cx(styles.header, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cx(styles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx(styles.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'footer'>) {
  return <footer className={cx(styles.footer, className)} {...props} />;
}
