import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatPrice, MAX_IMPORT_BYTES, type ImportPreview, type Restaurant } from '@carta/contracts';
import { Button, Modal, Notice, Row, Text, visuallyHidden } from '@carta/ui';
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

/** An external id or a name may be long: it wraps within its column. */
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

const EXPORTS: ExportFile[] = ['productsCsv', 'productsJson', 'menusCsv', 'menusJson'];

interface Chosen {
  name: string;
  csv: string;
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
  const fileInput = useRef<HTMLInputElement>(null);
  const save = (file: ExportFile) => void download(restaurant._id, file).catch(() => undefined);

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
    const csv = await file.text();
    try {
      setChosen({ name: file.name, csv, preview: await previewImport(restaurant._id, csv) });
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

  const preview = chosen?.preview;
  const changes = preview ? preview.created + preview.updated : 0;
  return (
    <Modal title={t('transfer.title')} size="large" onClose={onClose}>
      <Section aria-labelledby="transfer-export">
        <SectionTitle id="transfer-export">{t('transfer.export')}</SectionTitle>
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
        <Text $muted>{t('transfer.howTo', { languages: restaurant.languages.join(', ') })}</Text>
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
                errors: preview.errors.length,
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
                        message: text({
                          key: `errors.${problem.msg}`,
                          params: { field: problem.param, ...(problem.max ? { max: problem.max } : {}) },
                        }),
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
                      <th scope="col">external_id</th>
                      <th scope="col">{t('items.name')}</th>
                      <th scope="col">{t('items.price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line}>
                        <td>{row.line}</td>
                        <td>{t(`transfer.actions.${row.action}`)}</td>
                        <Long>{row.externalId}</Long>
                        <Long>{row.name}</Long>
                        <td>{formatPrice(row.price, restaurant.currency, locale)}</td>
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
