import { Fragment, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ALLERGENS,
  CSV_DIALECTS,
  DIETS,
  formatPrice,
  MAX_IMPORT_BYTES,
  MAX_PRODUCT_SIZES,
  MAX_SPICINESS,
  type CsvDialect,
  type ImportPreview,
  type ImportProblem,
  type ImportRow,
  type Restaurant,
  type RestaurantLanguage,
} from '@carta/contracts';
import { Button, Modal, Notice, Row, SelectField, Text, visuallyHidden } from '@carta/ui';
import { errorMessageOf, useLocale, useMessages, useMessageText } from '@carta/web-core';
import { download, importProducts, previewImport, type ExportFile } from '../transfer-api';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/** Below the dialog's own title in the outline and in size. */
const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The preview scrolls inside the dialog: a thousand rows must not push the confirm button away. */
const Scroller = styled.div`
  max-height: ${({ theme }) => theme.space(80)};
  overflow: auto;
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.small};
  caption {
    ${visuallyHidden}
  }
  /* Numbers and words whole: on a phone the table scrolls sideways rather than break "update" into letters. */
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: ${({ theme }) => theme.hairline};
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * The external id under the product's name, not a column of its own, so the price still fits at 360 px; it may be a
 * 36-character product id, so it breaks anywhere.
 */
const ExternalId = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A name may be long: it wraps within its column while the other cells stay whole. */
const Long = styled.td`
  && {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: ${({ theme }) => theme.space(32)};
  }
`;

const Problem = styled.li`
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** The browser's own file button speaks the browser's language: people use ours; the input stays for assistive tech. */
const FileInput = styled.input`
  ${visuallyHidden}
`;

/** The column guide: folded away until asked for, the dialog opens on what to do. */
const Guide = styled.details`
  font-size: ${({ theme }) => theme.font.size.small};
  /* A list item still, so it keeps its disclosure triangle; the padding makes it a finger's height. */
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space(3)} 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Column names above what they take: one column of text, readable at 360 px. */
const ColumnNotes = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dt {
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const SizeList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Each group of CSV columns (their names, for the restaurant's languages) with the note saying what they take. */
function columnNotes(languages: readonly RestaurantLanguage[]) {
  const translated = (field: string) => languages.map((code) => `${field}_${code}`);
  return [
    { note: 'texts', columns: [...translated('name'), ...translated('description')] },
    { note: 'price', columns: ['price'] },
    { note: 'allergens', columns: ['allergens', 'traces'] },
    { note: 'allergensConfirmed', columns: ['allergens_confirmed'] },
    { note: 'diets', columns: ['diets'] },
    { note: 'spiciness', columns: ['spiciness'] },
    { note: 'enabled', columns: ['enabled'] },
    { note: 'externalId', columns: ['external_id'] },
    { note: 'sizes', columns: [...translated('size1_name'), 'size1_price', '…', `size${MAX_PRODUCT_SIZES}_price`] },
  ] as const;
}

const EXPORTS: ExportFile[] = ['productsCsv', 'productsJson', 'menusCsv', 'menusJson'];

/** The list columns whose words the import reads by name: a word it cannot read is answered with the valid ones. */
const NAMED_LISTS: Record<
  string,
  { words: 'unknownAllergens' | 'unknownDiets'; keys: readonly string[]; labels: string }
> = {
  allergens: { words: 'unknownAllergens', keys: ALLERGENS, labels: 'allergens' },
  traces: { words: 'unknownAllergens', keys: ALLERGENS, labels: 'allergens' },
  diets: { words: 'unknownDiets', keys: DIETS, labels: 'diets' },
};

interface Chosen {
  name: string;
  /** The file as chosen: its bytes go to the service, which reads them as UTF-8. */
  csv: Blob;
  preview: ImportPreview;
}

/** Products and menus out (CSV, JSON); products in from CSV: template, file, preview, then confirm. */
export function TransferDialog({
  restaurant,
  onClose,
  onImported,
}: {
  restaurant: Restaurant;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation('owner');
  const text = useMessageText();
  const locale = useLocale((state) => state.locale);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialect, setDialect] = useState<CsvDialect>('standard');
  const fileInput = useRef<HTMLInputElement>(null);
  const save = (file: ExportFile) => void download(restaurant._id, file, dialect).catch(() => undefined);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file, fixed and picked again, is a new choice.
    event.target.value = '';
    setChosen(null);
    setRefusal(null);
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setRefusal(text({ key: 'errors.FILE_TOO_LARGE' }) ?? null);
      return;
    }
    try {
      setChosen({ name: file.name, csv: file, preview: await previewImport(restaurant._id, file) });
    } catch (error) {
      setRefusal(text(errorMessageOf(error)) ?? null);
    }
  };

  const confirm = async () => {
    if (!chosen) return;
    const done = await importProducts(restaurant._id, chosen.csv);
    useMessages.getState().showSuccess({
      key: 'owner:transfer.imported',
      params: { created: done.created, updated: done.updated },
    });
    onImported();
    onClose();
  };

  /** What a problem says: a missing column as such, words not understood with the ones that are. */
  const problemText = (problem: ImportProblem) => {
    const list = NAMED_LISTS[problem.param];
    if (problem.msg === 'UNKNOWN_VALUE' && list) {
      return t(`transfer.${list.words}`, {
        value: problem.value,
        valid: list.keys.map((key) => t(`${list.labels}.${key}`)).join(', '),
      });
    }
    if (problem.msg === 'MISSING' && problem.line === 1) return t('transfer.missingColumn');
    return text({
      key: `errors.${problem.msg}`,
      params: {
        field: problem.param,
        ...(problem.max ? { max: problem.max } : {}),
        ...(problem.value ? { value: problem.value } : {}),
      },
    });
  };

  const price = (cents: number) => formatPrice(cents, restaurant.currency, locale);
  /** A row's price, or each of its sizes with its own. */
  const priceOf = (row: ImportRow) =>
    row.sizes.length ? (
      <SizeList>
        {row.sizes.map((size, index) => (
          <li key={index}>
            {size.name} {price(size.price)}
          </li>
        ))}
      </SizeList>
    ) : (
      price(row.price)
    );
  const preview = chosen?.preview;
  const changes = preview ? preview.created + preview.updated : 0;
  return (
    <Modal title={t('transfer.title')} size="large" onClose={onClose}>
      <Section aria-labelledby="transfer-export">
        <SectionTitle id="transfer-export">{t('transfer.export')}</SectionTitle>
        <SelectField
          label={t('transfer.dialect')}
          value={dialect}
          onChange={(value) => setDialect(value as CsvDialect)}
          options={(Object.keys(CSV_DIALECTS) as CsvDialect[]).map((value) => ({
            value,
            label: t(`transfer.dialects.${value}`),
          }))}
        />
        <Row>
          {EXPORTS.map((file) => (
            <Button key={file} $variant="secondary" onClick={() => save(file)}>
              {t(`transfer.files.${file}`)}
            </Button>
          ))}
        </Row>
      </Section>
      <Section aria-labelledby="transfer-import">
        <SectionTitle id="transfer-import">{t('transfer.import')}</SectionTitle>
        <Text $muted>{t('transfer.howTo', { first: restaurant.languages[0] })}</Text>
        <Guide>
          <summary>{t('transfer.columnsTitle')}</summary>
          <ColumnNotes>
            {columnNotes(restaurant.languages).map(({ note, columns }) => (
              <Fragment key={note}>
                <dt>{columns.join(', ')}</dt>
                <dd>
                  {t(`transfer.columns.${note}`, {
                    languages: restaurant.languages.join(', '),
                    first: restaurant.languages[0],
                    keys: (note === 'diets' ? DIETS : ALLERGENS).join(', '),
                    max: note === 'sizes' ? MAX_PRODUCT_SIZES : MAX_SPICINESS,
                  })}
                </dd>
              </Fragment>
            ))}
          </ColumnNotes>
        </Guide>
        <Row>
          <Button $variant="secondary" onClick={() => save('importTemplate')}>
            {t('transfer.template')}
          </Button>
          <Button $variant={preview ? 'secondary' : 'primary'} onClick={() => fileInput.current?.click()}>
            {t('transfer.chooseFile')}
          </Button>
          <FileInput
            ref={fileInput}
            type="file"
            tabIndex={-1}
            accept=".csv,text/csv"
            aria-label={t('transfer.choose')}
            onChange={(event) => void choose(event)}
          />
        </Row>
        {refusal && (
          <Notice $tone="warning" role="alert">
            {refusal}
          </Notice>
        )}
        {preview && chosen && (
          <>
            <Text role="status">
              {t('transfer.summary', {
                file: chosen.name,
                created: preview.created,
                updated: preview.updated,
                unchanged: preview.unchanged,
                count: preview.errors.length,
              })}
            </Text>
            {preview.errors.length > 0 && (
              <Notice $tone="warning">
                {t('transfer.fix')}
                <ul>
                  {preview.errors.map((problem) => (
                    <Problem key={`${problem.line}:${problem.param}`}>
                      {t('transfer.problem', {
                        line: problem.line,
                        column: problem.param,
                        message: problemText(problem),
                      })}
                    </Problem>
                  ))}
                </ul>
              </Notice>
            )}
            {preview.rows.length > 0 && (
              <Scroller role="region" aria-label={t('transfer.previewCaption')} tabIndex={0}>
                <Table>
                  <caption>{t('transfer.previewCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('transfer.line')}</th>
                      <th scope="col">{t('transfer.action')}</th>
                      <th scope="col">{t('items.name')} · external_id</th>
                      <th scope="col">{t('items.price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line}>
                        <td>{row.line}</td>
                        <td>{t(`transfer.actions.${row.action}`)}</td>
                        <Long>
                          {row.name}
                          {row.externalId && <ExternalId>{row.externalId}</ExternalId>}
                        </Long>
                        <td>{priceOf(row)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroller>
            )}
          </>
        )}
      </Section>
      <Row>
        <Button
          disabled={!preview || preview.errors.length > 0 || changes === 0}
          onClick={() => void confirm().catch(() => undefined)}
        >
          {t('transfer.confirm', { count: changes })}
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          {t('transfer.close')}
        </Button>
      </Row>
    </Modal>
  );
}
