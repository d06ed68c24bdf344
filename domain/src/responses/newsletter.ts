/** One box of the preference centre (spec 02 §2, §3, §7): its id, its label and whether it is ticked. */
export interface Preference {
  id: string;
  label: string;
  checked: boolean;
}

/** `/preference`, `/preference/lien`: the holder's preferences. */
export interface PreferenceList {
  code: 200;
  preferences: Preference[];
}

/** `/preference/webtosmc/{id}/{checked}`, `/preference/lien/{id}/{checked}`: the box as it is now. */
export interface PreferenceSet {
  code: 200;
  id: string;
  checked: boolean;
}
