// The Horses feature as other features see it. Pages are loaded lazily by the route table.
export { HorseCard, LANDING_SERVICE_LIMIT, type HorseCardProps } from './horse-card';
export { OwnerHorsesCard } from './owner-horses-card';
