package inventory

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/money"
	"github.com/pistil/pistil/internal/problem"
)

// A point of sale that can export its menu but not push it: the pull
// connector (pistil sync) reads the export, a CSV or JSON feed, through a
// mapping of its columns (docs/integrations.md), into a sync's rows, which
// go the same way as a pushed sync's.

// Mapping says how to read a point of sale's feed.
type Mapping struct {
	// Format is csv (a header row, then a row per product and weight) or
	// json (an array of objects, one per product and weight).
	Format string `json:"format"`
	// Mode is the sync's mode: delta or snapshot (the feed is the whole
	// menu: what it leaves out is hidden).
	Mode string `json:"mode"`
	// Columns names the feed's column (CSV) or field (JSON) of each value:
	// external_id is needed; weight, price, stock and visible are read
	// when named.
	Columns Columns `json:"columns"`
	// Weights maps the feed's weight values ("3.5g", "Eighth") to price
	// ids; a value it does not list must be a price id itself. Without a
	// weight column every row is the weight "each".
	Weights map[string]catalog.Weight `json:"weights"`
}

// Columns are the names of a feed's columns. MenuProductID, when named,
// links the point of sale's id to Pistil's menu product on the rows that
// carry one (the console's menu and its CSV show the ids).
type Columns struct {
	MenuProductID string `json:"menu_product_id"`
	ExternalID    string `json:"external_id"`
	Weight        string `json:"weight"`
	Price         string `json:"price"`
	Stock         string `json:"stock"`
	Visible       string `json:"visible"`
}

// MaxFeedRows is the most rows a feed may hold: a sync's MaxRows products,
// each in every weight.
const MaxFeedRows = MaxRows * 8

// ParseMapping reads a mapping file and checks it.
func ParseMapping(data []byte) (Mapping, error) {
	var m Mapping
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("the mapping is not JSON of its fields (format, mode, columns, weights): %w", err)
	}
	if m.Mode == "" {
		m.Mode = Delta
	}
	var bad []string
	if m.Format != "csv" && m.Format != "json" {
		bad = append(bad, fmt.Sprintf("format must be csv or json, not %q", m.Format))
	}
	if m.Mode != Delta && m.Mode != Snapshot {
		bad = append(bad, fmt.Sprintf("mode must be %s or %s, not %q", Delta, Snapshot, m.Mode))
	}
	if m.Columns.ExternalID == "" {
		bad = append(bad, "columns.external_id must name the column of the point of sale's id")
	}
	for value, w := range m.Weights {
		if !w.Valid() {
			bad = append(bad, fmt.Sprintf("weights[%q] is %q, not a price id", value, w))
		}
	}
	if len(bad) > 0 {
		return m, errors.New("the mapping: " + strings.Join(bad, "; "))
	}
	return m, nil
}

// Rows reads a feed through m into a sync's rows: one per point of sale's
// id, in the order each first appears, with a weight per feed row. Its
// error is problem.Invalid naming each bad cell as feed[N].column, N being
// the record's place (a CSV's header is 0; a JSON array's first object
// is 1).
func (m Mapping) Rows(feed []byte) ([]Row, error) {
	records, err := m.records(feed)
	if err != nil {
		return nil, err
	}
	var v problem.Validations
	var out []Row
	at := map[string]int{}
	for _, rec := range records {
		p := fmt.Sprintf("feed[%d]", rec.n)
		id := strings.TrimSpace(rec.get(m.Columns.ExternalID))
		if id == "" {
			v.Add(p+"."+m.Columns.ExternalID, "is empty: every row needs the point of sale's id")
			continue
		}
		i, seen := at[id]
		if !seen {
			i = len(out)
			at[id] = i
			out = append(out, Row{ExternalID: id})
		}
		row := &out[i]
		if m.Columns.MenuProductID != "" {
			if raw := strings.TrimSpace(rec.get(m.Columns.MenuProductID)); raw != "" {
				id, err := strconv.ParseInt(raw, 10, 64)
				switch {
				case err != nil || id <= 0:
					v.Add(p+"."+m.Columns.MenuProductID, fmt.Sprintf("%q is not a menu product's id", raw))
				case row.MenuProductID != 0 && row.MenuProductID != id:
					v.Add(p+"."+m.Columns.MenuProductID, fmt.Sprintf("%d differs from the id an earlier row of %q gave", id, row.ExternalID))
				default:
					row.MenuProductID = id
				}
			}
		}
		if m.Columns.Visible != "" {
			if raw := strings.TrimSpace(rec.get(m.Columns.Visible)); raw != "" {
				switch strings.ToLower(raw) {
				case "true", "yes", "y", "1":
					row.Visible = ptr(true)
				case "false", "no", "n", "0":
					row.Visible = ptr(false)
				default:
					v.Add(p+"."+m.Columns.Visible, fmt.Sprintf("%q is not true or false", raw))
				}
			}
		}
		w := WeightRow{PriceID: catalog.Each}
		if m.Columns.Weight != "" {
			raw := strings.TrimSpace(rec.get(m.Columns.Weight))
			if mapped, ok := m.Weights[raw]; ok {
				w.PriceID = mapped
			} else if parsed, err := catalog.ParseWeight(raw); err == nil {
				w.PriceID = parsed
			} else {
				v.Add(p+"."+m.Columns.Weight, fmt.Sprintf("%q is not a weight the mapping knows", raw))
				continue
			}
		}
		if m.Columns.Price != "" {
			if raw := strings.TrimPrefix(strings.TrimSpace(rec.get(m.Columns.Price)), "$"); raw != "" {
				c, err := money.ParseDollars(strings.ReplaceAll(raw, ",", ""))
				if err != nil {
					v.Add(p+"."+m.Columns.Price, fmt.Sprintf("%q is not an amount of dollars", raw))
				} else {
					w.Price = &c
				}
			}
		}
		if m.Columns.Stock != "" {
			if raw := strings.TrimSpace(rec.get(m.Columns.Stock)); raw != "" {
				n, err := strconv.Atoi(raw)
				if err != nil {
					v.Add(p+"."+m.Columns.Stock, fmt.Sprintf("%q is not a whole count", raw))
				} else {
					w.Stock = &n
				}
			}
		}
		if m.Columns.Weight != "" || w.Price != nil || w.Stock != nil {
			row.Weights = append(row.Weights, w)
		}
	}
	if err := v.Err("The feed cannot be read: see its cells. Nothing was changed."); err != nil {
		return nil, err
	}
	return out, nil
}

func ptr[T any](v T) *T { return &v }

// record is one feed row: its place and its values by column.
type record struct {
	n      int
	values map[string]string
}

func (r record) get(column string) string { return r.values[column] }

// records reads the feed's rows.
func (m Mapping) records(feed []byte) ([]record, error) {
	if m.Format == "json" {
		var objects []map[string]any
		if err := json.Unmarshal(feed, &objects); err != nil {
			return nil, problem.Invalidf("feed", fmt.Sprintf("The feed is not a JSON array of objects: %v", err))
		}
		if len(objects) > MaxFeedRows {
			return nil, problem.Invalidf("feed", fmt.Sprintf("The feed has more than %d rows.", MaxFeedRows))
		}
		out := make([]record, len(objects))
		for i, o := range objects {
			out[i] = record{n: i + 1, values: map[string]string{}}
			for k, val := range o {
				switch val := val.(type) {
				case string:
					out[i].values[k] = val
				case float64:
					out[i].values[k] = strconv.FormatFloat(val, 'f', -1, 64)
				case bool:
					out[i].values[k] = strconv.FormatBool(val)
				}
			}
		}
		return out, nil
	}
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(feed, []byte("\ufeff"))))
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		return nil, problem.Invalidf("feed", "The feed has no header row.")
	}
	for _, name := range []string{m.Columns.MenuProductID, m.Columns.ExternalID, m.Columns.Weight, m.Columns.Price, m.Columns.Stock, m.Columns.Visible} {
		if name != "" && !containsTrimmed(header, name) {
			return nil, problem.Invalidf("feed", fmt.Sprintf("The feed has no column %q, which the mapping names.", name))
		}
	}
	var out []record
	for n := 1; ; n++ {
		cells, err := r.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, problem.Invalidf("feed", fmt.Sprintf("The feed's row %d cannot be read: %v", n, err))
		}
		if len(out) == MaxFeedRows {
			return nil, problem.Invalidf("feed", fmt.Sprintf("The feed has more than %d rows.", MaxFeedRows))
		}
		rec := record{n: n, values: make(map[string]string, len(header))}
		for i, name := range header {
			if i < len(cells) {
				rec.values[strings.TrimSpace(name)] = cells[i]
			}
		}
		out = append(out, rec)
	}
}

func containsTrimmed(header []string, name string) bool {
	for _, h := range header {
		if strings.TrimSpace(h) == name {
			return true
		}
	}
	return false
}
