import { isHarvestSearchFlag, type AlertCriteria } from '@cep/domain';
import { numberList, stringList } from '../../../utils/json-columns';

/** The criteria an alert keeps in its JSON column, read back field by field (`criteriaOf` in candidate-alerts.ts wrote them, in this order). */
export function storedCriteria(value: unknown): AlertCriteria {
  const field = (key: string): unknown => (value && typeof value === 'object' && key in value ? Reflect.get(value, key) : undefined);
  const motCle = field('motCle');
  return {
    motCle: typeof motCle === 'string' ? motCle : undefined,
    zonegeo: stringList(field('zonegeo')),
    rayon: Number(field('rayon')),
    contrats: numberList(field('contrats')),
    domaines: numberList(field('domaines')),
    experience: numberList(field('experience')),
    niveaux: numberList(field('niveaux')),
    vendanges: field('vendanges') === true,
    // Alerts saved before issue #40 have none.
    saison: stringList(field('saison')).filter(isHarvestSearchFlag),
    teletravail: field('teletravail') === true,
  };
}
