package demo

import (
	"bytes"
	_ "embed"
	"encoding/csv"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
)

// The strain facts the demo catalogue is built on (see data/LICENSE.kushy and
// the data README in the shared material): names, lineages, effects and
// flavours from the Kushy dataset, potency and terpene medians from public
// lab results.
var (
	//go:embed data/strains_seed.csv
	strainsCSV []byte
	//go:embed data/strain_lab_profiles.csv
	labCSV []byte
)

// strain is one strain with what is known of it.
type strain struct {
	Name    string
	Lineage catalog.Lineage
	Effects []string
	Flavors []string
	// THC and CBD are percentages; 0 when unknown.
	THC, CBD float64
	// Terpenes are the measured terpenes, largest first; empty when unmeasured.
	Terpenes []catalog.Terpene
}

// unshown are strain-name words a storefront would not put on a menu.
var unshown = []string{"taliban", "nazi", "jihad", "bin laden"}

// effectLabels renames effects the storefront shows differently (data README).
var effectLabels = map[string]string{"Horny": "Aroused"}

func readCSV(data []byte) ([]map[string]string, error) {
	r := csv.NewReader(bytes.NewReader(data))
	rows, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("empty CSV")
	}
	out := make([]map[string]string, 0, len(rows)-1)
	for _, row := range rows[1:] {
		m := make(map[string]string, len(row))
		for i, h := range rows[0] {
			m[h] = strings.TrimSpace(row[i])
		}
		out = append(out, m)
	}
	return out, nil
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, "|") {
		if part = strings.TrimSpace(part); part != "" {
			if l, ok := effectLabels[part]; ok {
				part = l
			}
			out = append(out, part)
		}
	}
	return out
}

// loadStrains reads the strains, joined with their lab profiles by lowercased name.
// Strains without effects or with names that would read badly on a menu are skipped.
func loadStrains() ([]strain, error) {
	seeds, err := readCSV(strainsCSV)
	if err != nil {
		return nil, fmt.Errorf("strains: %w", err)
	}
	labs, err := readCSV(labCSV)
	if err != nil {
		return nil, fmt.Errorf("lab profiles: %w", err)
	}
	labByName := map[string]map[string]string{}
	for _, l := range labs {
		labByName[l["name_normalized"]] = l
	}
	terpeneColumns := []string{"beta-Myrcene", "delta-Limonene", "beta-Caryophyllene", "alpha-Pinene", "beta-Pinene",
		"Linalool", "alpha-Humulene", "Terpinolene", "Ocimene", "beta-Ocimene", "Caryophyllene Oxide", "alpha-Bisabolol"}
	var out []strain
	seen := map[string]bool{}
	for _, row := range seeds {
		name := row["name"]
		key := strings.ToLower(name)
		if name == "" || len(name) > 24 || seen[key] || strings.ContainsAny(name, "#/()") || row["effects"] == "" || row["flavors"] == "" ||
			slices.ContainsFunc(unshown, func(w string) bool { return strings.Contains(key, w) }) {
			continue
		}
		seen[key] = true
		s := strain{Name: name, Lineage: catalog.Lineage(row["type"]), Effects: splitList(row["effects"]), Flavors: splitList(row["flavors"])}
		if !s.Lineage.Valid() {
			continue
		}
		if lab, ok := labByName[key]; ok {
			s.THC, _ = strconv.ParseFloat(lab["total_thc_pct_median"], 64)
			s.CBD, _ = strconv.ParseFloat(lab["total_cbd_pct_median"], 64)
			for _, col := range terpeneColumns {
				if v, _ := strconv.ParseFloat(lab[col], 64); v > 0.001 {
					s.Terpenes = append(s.Terpenes, catalog.Terpene{Name: col, Percent: v})
				}
			}
			slices.SortStableFunc(s.Terpenes, func(a, b catalog.Terpene) int {
				switch {
				case a.Percent > b.Percent:
					return -1
				case a.Percent < b.Percent:
					return 1
				}
				return 0
			})
		}
		// A strain whose CBD outweighs its THC is shown as CBD.
		if s.CBD > 0 && s.CBD >= s.THC {
			s.Lineage = catalog.CBD
		}
		out = append(out, s)
	}
	return out, nil
}
