#include "core/contest/add_on.h"

#include <utility>

#include "core/contest/clocks/clocks.h"
#include "core/contest/msquare/msquare.h"
#include "core/contest/rotation/rotation.h"

namespace pl {

void AddOns::add(std::shared_ptr<const ContestAddOn> addOn)
{
    if (addOn && !find(addOn->key()))
        all_.push_back(std::move(addOn));
}

std::shared_ptr<const ContestAddOn> AddOns::find(std::string_view key) const
{
    for (const auto& a : all_)
        if (a->key() == key)
            return a;
    return nullptr;
}

const AddOns& contestAddOns()
{
    static const AddOns all = [] {
        AddOns addOns;
        addOns.add(clocks::addOn());
        addOns.add(msquare::addOn());
        addOns.add(rotation::addOn());
        return addOns;
    }();
    return all;
}

const ContestAddOn* addOnOf(const PuzzleEntry& entry)
{
    return entry.bundled ? contestAddOns().find(entry.key()).get() : nullptr;
}

}  // namespace pl
