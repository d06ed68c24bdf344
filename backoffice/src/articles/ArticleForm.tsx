import { ARTICLE_TITLE_MAX, BLOG_COVER, createArticleSchema, parseForm } from '@cep/domain';
import {
  RichTextInput,
  RichTextInputToolbar,
  FormatButtons,
  LinkButtons,
  ListButtons,
  LevelSelect,
  QuoteButtons,
} from 'ra-input-rich-text';
import { ImageField, ImageInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { statutChoices } from './choices';

const validate = (values: Record<string, unknown>) => {
  const parsed = parseForm(createArticleSchema('cep'), {
    blogTitre: values.titre,
    blogTexte: typeof values.html === 'string' ? values.html : '',
    blogCategorie: values.categorie ?? '',
    natureAction: values.statut === 'publie' ? 'publier' : 'brouillon',
  });
  if (parsed.ok) return {};
  const { blogTitre: titre, blogTexte: html, blogCategorie: categorie } = parsed.errors;
  return Object.fromEntries(Object.entries({ titre, html, categorie }).filter(([, v]) => v));
};

/** What the article allow-list keeps: the toolbar offers nothing the cms would drop. */
const toolbar = (
  <RichTextInputToolbar>
    <LevelSelect />
    <FormatButtons />
    <ListButtons />
    <QuoteButtons />
    <LinkButtons />
  </RichTextInputToolbar>
);

/**
 * One form for writing and editing Cep's articles, checked with the cms's schema: title, category (needed to
 * publish), the body in the rich text editor, the state; the cover goes up on save (dataProvider).
 */
export function ArticleForm() {
  return (
    <SimpleForm validate={validate}>
      <TextInput source="titre" fullWidth slotProps={{ htmlInput: { maxLength: ARTICLE_TITLE_MAX } }} />
      <ReferenceInput source="categorie" reference="blog-categories" sort={{ field: 'nom', order: 'ASC' }}>
        <SelectInput optionText="nom" optionValue="slug" helperText="cep.blog.categoryHelp" />
      </ReferenceInput>
      <SelectInput source="statut" choices={statutChoices} defaultValue="brouillon" helperText="cep.blog.statutHelp" />
      <RichTextInput source="html" fullWidth toolbar={toolbar} />
      <ImageField source="photo" title="titre" />
      <ImageInput
        source="couverture"
        accept={{ 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.gif'] }}
        maxSize={BLOG_COVER.maxBytes}
        helperText="cep.blog.coverHelp"
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
