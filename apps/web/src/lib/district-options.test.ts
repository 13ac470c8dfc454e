/** Store-list city/district filters from the zip table. */
import { TW_DISTRICTS } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { cityOptions, districtOptions, validFilter } from './district-options';

describe('cityOptions', () => {
  it('lists the 22 counties and cities in zip-table order', () => {
    const cities = cityOptions();
    expect(cities).toHaveLength(22);
    expect(cities.slice(0, 3)).toEqual(['臺北市', '基隆市', '新北市']);
    expect(cities).toContain('桃園市');
    expect(cities).toContain('連江縣');
  });
});

describe('districtOptions', () => {
  it('gives the districts of a city with their zips, in zip order', () => {
    const taoyuan = districtOptions('桃園市');
    expect(taoyuan[0]).toEqual({ zip: '320', name: '中壢區' });
    expect(taoyuan.map((d) => d.name)).toContain('桃園區');
    expect(taoyuan).toHaveLength(13);
  });

  it('hides 釣魚臺列嶼, 東沙群島 and 南沙群島', () => {
    expect(districtOptions('宜蘭縣').map((d) => d.name)).not.toContain('釣魚臺列嶼');
    const kaohsiung = districtOptions('高雄市').map((d) => d.name);
    expect(kaohsiung).not.toContain('東沙群島');
    expect(kaohsiung).not.toContain('南沙群島');
    expect(kaohsiung).toHaveLength(TW_DISTRICTS.高雄市!.split(',').length - 2);
  });

  it('keeps districts that share one zip (新竹市 300)', () => {
    expect(districtOptions('新竹市')).toEqual([
      { zip: '300', name: '東區' },
      { zip: '300', name: '北區' },
      { zip: '300', name: '香山區' },
    ]);
  });

  it('is empty without a city or for an unknown one (台北市 is not the official 臺北市)', () => {
    expect(districtOptions(undefined)).toEqual([]);
    expect(districtOptions('')).toEqual([]);
    expect(districtOptions('台北市')).toEqual([]);
    expect(districtOptions('toString')).toEqual([]);
  });
});

describe('validFilter', () => {
  it('keeps a known city and one of its districts', () => {
    expect(validFilter('桃園市', '中壢區')).toEqual({ city: '桃園市', district: '中壢區' });
    expect(validFilter('臺北市', null)).toEqual({ city: '臺北市' });
  });

  it('drops a district of another city, and both for an unknown city', () => {
    expect(validFilter('臺北市', '中壢區')).toEqual({ city: '臺北市' });
    expect(validFilter('高雄市', '東沙群島')).toEqual({ city: '高雄市' });
    expect(validFilter('Atlantis', '中壢區')).toEqual({});
    expect(validFilter(null, '中壢區')).toEqual({});
  });
});
