/**
 * The withdrawal button's link, in the footer of every page, worded as Resolución 424/2020
 * requires. A module of its own: the footer is in the first paint of every page, and importing
 * shared/texts/withdrawal.ts there would carry the screen's and the mails' texts with it.
 */
export const WITHDRAWAL_LINK_TEXT = 'Botón de arrepentimiento';
