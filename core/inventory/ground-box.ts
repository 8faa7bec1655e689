/**
 * The box around places on the ground, in degrees of latitude, longitudes narrowed by the cosine of the box's mean
 * latitude so the city keeps its shape (an equirectangular projection): `x(lon)` and `y(lat)` place a point in the
 * box's units from its west and north edges; `spanX` × `spanY` is its size.
 */
export const groundBox = (
  points: readonly { readonly latitude: number; readonly longitude: number }[],
): { spanX: number; spanY: number; x: (longitude: number) => number; y: (latitude: number) => number } => {
  const lats = points.map((p) => p.latitude)
  const lons = points.map((p) => p.longitude)
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ]
  const narrow = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180)
  return {
    spanX: Math.max((maxLon - minLon) * narrow, 1e-6),
    spanY: Math.max(maxLat - minLat, 1e-6),
    x: (longitude) => (longitude - minLon) * narrow,
    y: (latitude) => maxLat - latitude,
  }
}
