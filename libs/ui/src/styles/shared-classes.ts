// The kit's shared classes by name (shared-classes.module.css), so screens in every remote and the shell use one copy.
import { cx } from '../class-names.js';
import classes from './shared-classes.module.css';

/** Read by screen readers, not shown: a table's caption, the name of an icon-only button, "done" after a step. */
export const visuallyHidden = cx(classes.visuallyHidden);

/**
 * On a data table inside a scroller with `container-type: inline-size`: below 40rem (or 60rem) of scroller the
 * header row is left to screen readers and the rows become stacked blocks, each divided from the next. The
 * screen lays out a stacked row's cells itself, in its own `@container` rule of the same width.
 */
export const stackedRowsBelow40rem = cx(classes.stackedRowsBelow40rem);
export const stackedRowsBelow60rem = cx(classes.stackedRowsBelow60rem);
