import { endpoints, messages, type CustomDomain, type CustomerDetails, type UrlRewriteCondition } from '@console/contract';
import { Button, Checkbox, Group, PasswordInput, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint, uploadFile } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { showError, showSuccess } from '../../lib/report-error';
import { GuardedButton } from '../../lib/permissions';
import { ScrollableTable } from '../../lib/scrollable-table';
import { DetailSection } from '../../lib/detail-section';
import { formatLocalTime } from '../../lib/format-time';
import { CertificateFileInput } from './certificate-file-input';
import { customDomainQuery, useSetCustomDomain } from './domain-queries';
import { conditionsToSend, emptyCondition, portalAliasesProblem, urlRewriteProblems } from './domain-rules';
import { failedToast } from './domain-toasts';

type Props = { customer: CustomerDetails };

const ConditionFields = ({
  index,
  condition,
  onChange,
  onRemove,
}: {
  index: number;
  condition: UrlRewriteCondition;
  onChange: (condition: UrlRewriteCondition) => void;
  onRemove: () => void;
}) => (
  <Group align="flex-end" gap="xs" role="group" aria-label={`Condition ${index + 1}`}>
    <TextInput
      label={`Input ${index + 1}`}
      description="For example {HTTP_HOST}"
      value={condition.input}
      onChange={(e) => onChange({ ...condition, input: e.currentTarget.value })}
      w={160}
    />
    <TextInput
      label={`Pattern ${index + 1}`}
      description="A regular expression, for example ^awards\."
      value={condition.pattern}
      onChange={(e) => onChange({ ...condition, pattern: e.currentTarget.value })}
      w={180}
    />
    <Checkbox
      label={`Ignore case ${index + 1}`}
      checked={condition.ignoreCase}
      onChange={(e) => onChange({ ...condition, ignoreCase: e.currentTarget.checked })}
      mb={8}
    />
    <Checkbox
      label={`Negate ${index + 1}`}
      checked={condition.negate}
      onChange={(e) => onChange({ ...condition, negate: e.currentTarget.checked })}
      mb={8}
    />
    <Button size="xs" variant="outline" color="red.9" onClick={onRemove} aria-label={`Remove condition ${index + 1}`} mb={4}>
      Remove
    </Button>
  </Group>
);

/** doc1 §2 add URL rewrite: the rule, then its certificate when it has a domain name (doc1 §5). */
const AddUrlRewriteModal = ({ customer, onClose }: Props & { onClose: () => void }) => {
  const setDomain = useSetCustomDomain(customer.id);
  const [ruleName, setRuleName] = useState('');
  const [domainName, setDomainName] = useState('');
  const [conditions, setConditions] = useState<UrlRewriteCondition[]>([emptyCondition()]);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [isChecked, setChecked] = useState(false);
  /** The rule once added: a failed certificate upload is sent again without adding the rule twice. */
  const [addedRule, setAddedRule] = useState<string | null>(null);
  const problems = urlRewriteProblems({ ruleName, domainName, conditions, file });
  const save = useMutation({
    mutationFn: async () => {
      let answer: CustomDomain | null = null;
      let name = addedRule;
      if (!name) {
        answer = await callEndpoint(endpoints.addUrlRewrite, {
          params: { id: customer.id },
          body: { ruleName: ruleName.trim(), domainName: domainName.trim() || null, conditionsDto: conditionsToSend(conditions) },
        });
        name = ruleName.trim();
        setAddedRule(name);
        setDomain(answer);
      }
      if (domainName.trim() && file) {
        answer = await uploadFile(endpoints.uploadUrlRewriteCertificate, {
          params: { id: customer.id, rule: name },
          file,
          fields: { password },
        });
      }
      return answer;
    },
    meta: { isSilent: true },
    onSuccess: (answer) => {
      if (answer) setDomain(answer);
      showSuccess(messages.customers.updated('URL rewrite', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('add URL rewrite', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const change = (index: number, condition: UrlRewriteCondition) =>
    setConditions((all) => all.map((c, i) => (i === index ? condition : c)));
  return (
    <DialogModal onClose={onClose} title="Add URL rewrite" size="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Rule name"
            value={ruleName}
            onChange={(e) => setRuleName(e.currentTarget.value)}
            error={isChecked ? problems.ruleName : null}
            disabled={addedRule !== null}
            required
            data-autofocus
          />
          <TextInput
            label="Domain name"
            description="Optional, for example awards.example.com; a rule with a domain name needs its certificate"
            value={domainName}
            onChange={(e) => {
              setDomainName(e.currentTarget.value);
              // The last refusal was about the domain it was given, not this one.
              save.reset();
            }}
            disabled={addedRule !== null}
          />
          <Text size="sm" fw={600}>
            Conditions
          </Text>
          {conditions.map((condition, index) => (
            <ConditionFields
              key={index}
              index={index}
              condition={condition}
              onChange={(c) => change(index, c)}
              onRemove={() => setConditions((all) => all.filter((_, i) => i !== index))}
            />
          ))}
          <Group>
            <Button size="xs" variant="default" onClick={() => setConditions((all) => [...all, emptyCondition()])}>
              Add condition
            </Button>
          </Group>
          {domainName.trim() && (
            <>
              <CertificateFileInput error={isChecked ? (problems.file ?? null) : null} onChange={setFile} />
              <PasswordInput label="Certificate password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            </>
          )}
          <DialogActions error={save.error} submitLabel="Add URL rewrite" isPending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

const RuleCertificateModal = ({ customer, ruleName, onClose }: Props & { ruleName: string; onClose: () => void }) => {
  const setDomain = useSetCustomDomain(customer.id);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [isChecked, setChecked] = useState(false);
  const problem = urlRewriteProblems({ ruleName, domainName: 'x', conditions: [], file }).file ?? null;
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      uploadFile(endpoints.uploadUrlRewriteCertificate, {
        params: { id: customer.id, rule: ruleName },
        file: chosen,
        fields: { password },
      }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('URL rewrite', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('upload certificate', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (file && !problem) upload.mutate(file);
  };
  return (
    <DialogModal onClose={onClose} title={`Certificate for rule ${ruleName}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <CertificateFileInput error={isChecked ? problem : null} onChange={setFile} />
          <PasswordInput label="Certificate password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <DialogActions error={upload.error} submitLabel="Upload certificate" isPending={upload.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

const describeConditions = (conditions: UrlRewriteCondition[]) =>
  conditions.length === 0
    ? 'always'
    : conditions
        .map((c) => `${c.input} ${c.negate ? 'does not match' : 'matches'} ${c.pattern}${c.ignoreCase ? ' (any case)' : ''}`)
        .join('; ');

/** doc1 §2 URL rewrite rules: list, add (with the certificate of a rule's domain) and remove. */
export const UrlRewriteSection = ({ customer }: Props) => {
  const query = useQuery(customDomainQuery(customer.id));
  const setDomain = useSetCustomDomain(customer.id);
  const [dialog, setDialog] = useState<
    { kind: 'add' } | { kind: 'remove'; ruleName: string } | { kind: 'certificate'; ruleName: string } | null
  >(null);
  const close = () => setDialog(null);
  const remove = useMutation({
    mutationFn: ({ ruleName, changeReason }: { ruleName: string; changeReason: string | undefined }) =>
      callEndpoint(endpoints.removeUrlRewrite, { params: { id: customer.id, rule: ruleName }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('URL rewrite', customer.alias));
      close();
    },
    onError: (error) => showError(failedToast('remove URL rewrite', error)),
  });
  const rules = query.data?.urlRewriteRules ?? [];
  return (
    <DetailSection id="url-rewrite" title="URL rewrite rules">
      {rules.length === 0 ? (
        <Text size="sm">No URL rewrite rules.</Text>
      ) : (
        <ScrollableTable label="URL rewrite rules of the customer" minWidth={640}>
          <Table aria-label="URL rewrite rules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Conditions</Table.Th>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((rule) => (
                <Table.Tr key={rule.ruleName}>
                  <Table.Td>{rule.ruleName}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{describeConditions(rule.conditionsDto)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{rule.domainName ?? 'none'}</Text>
                    {rule.domainName && (
                      <Text size="xs" c={rule.certificate ? 'gray.7' : 'red.9'}>
                        {rule.certificate
                          ? `Certificate expires ${formatLocalTime(rule.certificate.notAfter, 'date')}`
                          : 'Certificate missing'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {rule.domainName && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Upload certificate for rule ${rule.ruleName}`}
                          onClick={() => setDialog({ kind: 'certificate', ruleName: rule.ruleName })}
                        >
                          Upload certificate
                        </Button>
                      )}
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        aria-label={`Remove rule ${rule.ruleName}`}
                        onClick={() => setDialog({ kind: 'remove', ruleName: rule.ruleName })}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <Group>
        <Button color="blue.8" onClick={() => setDialog({ kind: 'add' })} disabled={!query.data}>
          Add URL rewrite
        </Button>
      </Group>
      {dialog?.kind === 'add' && <AddUrlRewriteModal customer={customer} onClose={close} />}
      {dialog?.kind === 'certificate' && <RuleCertificateModal customer={customer} ruleName={dialog.ruleName} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <ConfirmDestructive
          title="Remove URL rewrite rule"
          endpoint={endpoints.removeUrlRewrite}
          confirmLabel="Remove rule"
          isPending={remove.isPending}
          error={remove.error}
          onConfirm={(changeReason) => remove.mutate({ ruleName: dialog.ruleName, changeReason })}
          onClose={close}
        >
          <Text size="sm">
            The rule {dialog.ruleName} and its certificate are removed from {customer.alias}.
          </Text>
        </ConfirmDestructive>
      )}
    </DetailSection>
  );
};

const AddPortalAliasesModal = ({ customer, onClose }: Props & { onClose: () => void }) => {
  const setDomain = useSetCustomDomain(customer.id);
  const [input, setInput] = useState('');
  const [isChecked, setChecked] = useState(false);
  const problem = portalAliasesProblem(input);
  const save = useMutation({
    mutationFn: () => callEndpoint(endpoints.addPortalAliases, { params: { id: customer.id }, body: { input } }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('portal aliases', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('add portal aliases', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) save.mutate();
  };
  return (
    <DialogModal onClose={onClose} title="Add portal aliases">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Textarea
            label="Portal aliases"
            description="Separate them with commas, spaces or new lines"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            error={isChecked ? problem : null}
            autosize
            minRows={2}
            data-autofocus
          />
          <DialogActions error={save.error} submitLabel="Add portal aliases" isPending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** doc1 §2 portal aliases: the list, the add dialog and removing one (through the shared confirmation). */
export const PortalAliasesSection = ({ customer }: Props) => {
  const query = useQuery(customDomainQuery(customer.id));
  const setDomain = useSetCustomDomain(customer.id);
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: ({ alias, changeReason }: { alias: string; changeReason: string | undefined }) =>
      callEndpoint(endpoints.removePortalAlias, { params: { id: customer.id, alias }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('portal aliases', customer.alias));
      setRemoving(null);
    },
    onError: (error) => showError(failedToast('remove portal alias', error)),
  });
  const aliases = query.data?.portalAliases ?? [];
  return (
    <DetailSection id="portal-aliases" title="Portal aliases">
      {aliases.length === 0 ? (
        <Text size="sm">No portal aliases.</Text>
      ) : (
        <ul aria-label="Portal aliases" style={{ margin: 0 }}>
          {aliases.map((alias) => (
            <li key={alias}>
              <Group gap="xs">
                <Text size="sm">{alias}</Text>
                <GuardedButton
                  endpoint={endpoints.removePortalAlias}
                  size="xs"
                  color="red.9"
                  variant="outline"
                  aria-label={`Remove portal alias ${alias}`}
                  aria-haspopup="dialog"
                  onClick={() => setRemoving(alias)}
                >
                  Remove
                </GuardedButton>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Group>
        <Button color="blue.8" onClick={() => setAdding(true)} disabled={!query.data}>
          Add portal aliases
        </Button>
      </Group>
      {isAdding && <AddPortalAliasesModal customer={customer} onClose={() => setAdding(false)} />}
      {removing && (
        <ConfirmDestructive
          title="Remove portal alias"
          endpoint={endpoints.removePortalAlias}
          confirmLabel="Remove portal alias"
          canBeUndone
          isPending={remove.isPending}
          error={remove.error}
          onConfirm={(changeReason) => remove.mutate({ alias: removing, changeReason })}
          onClose={() => setRemoving(null)}
        >
          <Text size="sm">
            The portal alias {removing} is removed from {customer.alias}; it can be added again with Add portal aliases.
          </Text>
        </ConfirmDestructive>
      )}
    </DetailSection>
  );
};
