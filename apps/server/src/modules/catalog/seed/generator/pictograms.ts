import type { TopCategoryKey } from './types';

// One simple line pictogram per top category, drawn around (0, 0) within ±70.

const round1 = (n: number) => Math.round(n * 10) / 10;

function gearTeeth(): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const angle = (i * Math.PI) / 4;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    d += `M${round1(cos * 36)} ${round1(sin * 36)} L${round1(cos * 54)} ${round1(sin * 54)} `;
  }
  return d.trim();
}

export const PICTOGRAMS: Readonly<Record<TopCategoryKey | 'generic', string>> = {
  office:
    '<path d="M-40 -60 H20 L45 -35 V60 H-40 Z"/><path d="M20 -60 V-35 H45"/><path d="M-22 -12 H27 M-22 12 H27 M-22 36 H8"/>',
  tools:
    '<path d="M-50 50 L8 -8" stroke-width="20"/><path d="M16 -62 A30 30 0 1 0 62 -16 L40 -14 L16 -38 Z"/>',
  fasteners:
    '<path d="M-30 -62 H30 L46 -40 L30 -18 H-30 L-46 -40 Z"/><path d="M-16 -18 V62 H16 V-18"/><path d="M-16 2 L16 10 M-16 20 L16 28 M-16 38 L16 46"/>',
  electrical: '<path d="M12 -66 L-34 6 H2 L-12 66 L36 -8 H0 Z"/>',
  it: '<rect x="-64" y="-52" width="128" height="82" rx="8"/><path d="M-24 60 H24 M0 30 V60"/>',
  safety:
    '<path d="M-56 26 C-56 -40 56 -40 56 26"/><path d="M-70 28 H70"/><path d="M-12 -30 V-6 M12 -30 V-6"/>',
  cleaning:
    '<path d="M0 -62 C22 -30 44 -8 44 18 A44 44 0 0 1 -44 18 C-44 -8 -22 -30 0 -62 Z"/><path d="M-20 18 A20 20 0 0 0 0 38"/>',
  instruments:
    '<path d="M-58 34 A62 62 0 1 1 58 34"/><path d="M0 20 L30 -26"/><circle cx="0" cy="20" r="7"/><path d="M-44 -2 L-34 2 M0 -42 V-30 M44 -2 L34 2"/>',
  services: `<circle cx="0" cy="0" r="30"/><circle cx="0" cy="0" r="9"/><path d="${gearTeeth()}" stroke-width="14"/>`,
  generic:
    '<path d="M-50 -20 L0 -45 L50 -20 V35 L0 60 L-50 35 Z"/><path d="M-50 -20 L0 5 L50 -20 M0 5 V60"/>',
};
