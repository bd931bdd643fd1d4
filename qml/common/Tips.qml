pragma Singleton
import QtQuick

// The tooltip of the parts in the first frame (tiles, cards, bars, ports): they stay free of
// Qt Quick Controls, whose import costs a start-up frame about 10 ms, and name here the item under
// the pointer and a function giving its text. TipLayer shows it once the controls are built.
QtObject {
    property Item target: null
    property var textOf: null   // called in a binding, so the text follows what it reads
    property int delay: 400

    function follow(item: Item, hovered: bool, textOf: var, delay: int) {
        if (hovered) {
            this.textOf = textOf
            this.delay = delay
            this.target = item
        } else if (this.target === item) {
            this.target = null
        }
    }
}
