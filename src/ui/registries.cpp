#include "ui/registries.h"

#include "ui/clocks_board.h"
#include "ui/magic_square_board.h"
#include "ui/rotation_board.h"

namespace pl {

void registerUiParts()
{
    // Each contest puzzle's own file knows its key, its skin and its words.
    registerClocksSkin();
    registerMagicSquareSkin();
    registerRotationSkin();
}

}  // namespace pl
