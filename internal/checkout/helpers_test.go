package checkout

import (
	"errors"

	"github.com/pistil/pistil/internal/problem"
)

func errFields(err error) map[string][]string {
	var p *problem.Error
	if errors.As(err, &p) {
		return p.Fields
	}
	return nil
}
