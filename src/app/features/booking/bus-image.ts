// SPEC §3: vehicleModel picks the picture (Hiace, Hiace X, Premium, {product} PRO, Sienna,
// Toyota (Sienna)).
export function busImage(vehicleModel: string): string {
  const model = vehicleModel.trim().toLowerCase()
  if (model.includes('sienna')) return '/images/buses/sienna.svg'
  if (/\bpro$/.test(model)) return '/images/buses/pro.svg'
  if (model.includes('premium')) return '/images/buses/premium.svg'
  if (model.includes('hiace x')) return '/images/buses/hiace-x.svg'
  return '/images/buses/hiace.svg'
}
