// Spec §2 screen "Info" (DESIGN §4.1): Country* and City selects, then the information links of the
// country and, when a city is chosen, of the city, its state (only its own state's parliament, issue 20)
// and the federal level. The choice lives in the URL, so it can be shared.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import {
  useInformationCities,
  useInformationCountries,
  useInformationLinks,
} from '../features/information-links/api';
import { InformationLinkList } from '../features/information-links/information-link-list';
import { PlaceSelects } from '../features/information-links/place-selects';
import { useLanguage } from '../i18n/use-language';

const DEFAULT_COUNTRY = 'DE';

export default function InfoScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query, setQuery] = useSearchParams();
  const countries = useInformationCountries();
  const known = countries.data ?? [];
  const asked = query.get('country')?.toUpperCase();
  const country =
    asked ?? (known.find((entry) => entry.code === DEFAULT_COUNTRY) ?? known[0])?.code ?? undefined;
  const city = query.get('city') ?? undefined;
  const cities = useInformationCities(country);
  const links = useInformationLinks(country, city);
  const data = links.data;
  const hasLinks =
    data !== undefined && data.country_links.length + data.region_links.length + data.city_links.length > 0;
  const countryName = data && (language === 'de' ? data.country.name_de : data.country.name_en);
  const regionName = data?.region && (language === 'de' ? data.region.name_de : data.region.name_en);

  const choose = (next: { country: string; city?: string }) => {
    const params = new URLSearchParams({ country: next.country });
    if (next.city) params.set('city', next.city);
    setQuery(params, { replace: true });
  };

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.info')}</h1>
      <p className="mt-3 text-ink-700">{t('infoLinks.intro')}</p>
      <p className="mt-6 text-sm text-ink-500">{t('forms.required')}</p>
      <form className="mt-2" noValidate onSubmit={(event) => event.preventDefault()}>
        <PlaceSelects
          countries={known}
          cities={cities.data ?? []}
          country={country}
          city={city}
          onCountryChange={(code) => choose({ country: code })}
          onCityChange={(name) => country && choose({ country, city: name })}
        />
      </form>
      <div aria-live="polite" aria-busy={links.isFetching}>
        {links.isPending && country !== undefined && (
          <p className="mt-8 text-ink-500">{t('status.loading')}</p>
        )}
        {(links.isError || (data !== undefined && !hasLinks)) && (
          <p className="mt-8 text-ink-700">{t('infoLinks.noLinks')}</p>
        )}
        {data && data.city_links.length > 0 && (
          <InformationLinkList title={data.city ?? city ?? ''} links={data.city_links} />
        )}
        {data && data.region_links.length > 0 && (
          <InformationLinkList title={regionName || data.region?.code || ''} links={data.region_links} />
        )}
        {data && data.country_links.length > 0 && (
          <InformationLinkList title={countryName || data.country.code} links={data.country_links} />
        )}
      </div>
    </TextPageLayout>
  );
}
