/**
 * Outline of the United Arab Emirates: its land borders with Saudi Arabia and Oman (Musandam,
 * the Al Ain/Al Buraimi line, the Hatta area and the Kalba/Shinas coast) and, on the sea side,
 * a line a few kilometres off the coast that takes in the coastal islands (Saadiyat, Yas, the
 * Palm and World islands, Sir Bani Yas) but none of Qatar's or Bahrain's waters.
 * [longitude, latitude] in WGS 84, clockwise from the Saudi border on the Gulf coast.
 */
export const UAE_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [51.579, 24.245], // Saudi border at the Gulf coast, west of Ghuwaifat
  [51.6, 24.36],
  [51.95, 24.42], // off Sila
  [52.3, 24.3],
  [52.6, 24.42], // north of Sir Bani Yas
  [53.2, 24.4],
  [53.9, 24.45],
  [54.3, 24.62], // off Abu Dhabi island and Saadiyat
  [54.55, 24.72],
  [54.85, 24.95],
  [55.0, 25.1], // off Jebel Ali
  [55.12, 25.3], // off the Palm and the World islands
  [55.4, 25.5], // off Sharjah and Ajman
  [55.62, 25.72], // off Umm Al Quwain
  [55.88, 25.92], // off Ras Al Khaimah
  [56.03, 26.08],
  [56.08, 26.04], // Oman (Musandam) border at the Gulf coast, by Sha'am
  [56.13, 25.95],
  [56.18, 25.8],
  [56.22, 25.68],
  [56.27, 25.625], // Dibba: the border reaches the Gulf of Oman
  [56.42, 25.6],
  [56.45, 25.3], // off Khor Fakkan
  [56.45, 25.0], // off Kalba
  [56.4, 24.97],
  [56.37, 24.975], // Oman border at the coast, Khatmat Malaha
  [56.2, 24.95],
  [56.05, 24.88],
  [56.18, 24.76], // takes in Hatta
  [55.98, 24.68],
  [55.88, 24.55],
  [55.8, 24.33],
  [55.76, 24.27], // between Al Ain and Al Buraimi
  [55.8, 24.2],
  [55.78, 24.05], // Jebel Hafeet
  [55.53, 23.93],
  [55.53, 23.52],
  [55.23, 23.11],
  [55.21, 22.71], // Umm az Zumul: the Oman–Saudi Arabia–UAE tripoint
  [55.0, 22.5],
  [52.0, 23.0], // Saudi border across the Rub' al Khali
  [51.62, 24.01],
];

/** Ray casting: is the point inside the outline? */
export function isInsideUae(latitude: number, longitude: number): boolean {
  let inside = false;
  const n = UAE_OUTLINE.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi] = UAE_OUTLINE[i] as readonly [number, number];
    const [xj, yj] = UAE_OUTLINE[j] as readonly [number, number];
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}
