import { Edit, SelectInput, SimpleForm, TextField } from 'react-admin';
import { etatChoices } from './choices';

/** A course's state: « brouillon » takes it out of the search at once; « publiée » puts it back if its rules hold. */
export function CourseEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="titre" />
        <TextField source="ecole" />
        <SelectInput source="etat" choices={etatChoices} translateChoice helperText="cep.courses.etatHelp" />
      </SimpleForm>
    </Edit>
  );
}
