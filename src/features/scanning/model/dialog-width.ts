/** Spec section 2: the scan settings dialog is 80% wide under 550 px, 30% under 1400 px, else 25%. */
export function settingsDialogWidth(screenWidth: number): '80%' | '30%' | '25%' {
  if (screenWidth < 550) return '80%';
  if (screenWidth < 1400) return '30%';
  return '25%';
}
