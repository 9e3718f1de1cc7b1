/** Reloads the page so every remote starts again from the new session (spec §4: admin login dialog). */
export function reloadPage(): void {
  window.location.reload();
}
